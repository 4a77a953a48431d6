#!/usr/bin/env python3
"""A reference receiver for Cellar's `endpoint` checkout (Python's standard library only).

It takes the orders the checkout page POSTs (JSON or form encoded), checks that every line's
price, the delivery rate and the tax are the ones the build signed (HMAC-SHA256 with the
secret the build was given, docs/Checkout.md), and that the totals add up; it drops bot orders
(a filled `website`) and repeats (a reference it already has), and appends each order it
accepts to a file, one JSON object a line. It answers CORS, so the shop may be on another
origin.

    CELLAR_ORDER_SECRET=… python3 receiver.py --port 8040 --orders orders.jsonl \\
        --allow-origin https://shop.example.com

Put it behind an https proxy (the checkout sends to https URLs only, but loopback).
"""
import argparse
import hashlib
import hmac
import http.server
import json
import os
import re
import sys
import threading
import urllib.parse
from decimal import ROUND_HALF_UP, Decimal


def signature(secret, *fields):
    """The build's signature of a message: its fields joined by a line feed."""
    return hmac.new(secret, "\n".join(fields).encode(), hashlib.sha256).hexdigest()


def signed(secret, value, *fields):
    return isinstance(value, str) and hmac.compare_digest(value, signature(secret, *fields))


def cents(text):
    if not isinstance(text, str) or not re.fullmatch(r"\d+\.\d\d", text):
        raise ValueError(f"{text!r} is not an amount like 12.50")
    return int(text.replace(".", ""))


def amount(value):
    return "{}.{:02d}".format(value // 100, value % 100)


def problems(order, secret):
    """What is wrong with an order: an empty list when every price is the build's and the sums add up."""
    found = []
    currency = order.get("currency")
    lines = order.get("lines")
    if not isinstance(currency, str) or not isinstance(lines, list) or not lines:
        return ["no currency or no lines"]
    goods = 0
    for number, line in enumerate(lines):
        try:
            unit, quantity = cents(line["unitPrice"]), int(line["quantity"])
            if not signed(secret, line.get("signature"), line["goods"], line.get("variant") or "", line["unitPrice"], currency):
                found.append(f"line {number}: the price is not the one the shop published")
            if quantity < 1 or cents(line["lineTotal"]) != unit * quantity:
                found.append(f"line {number}: the line total is not the unit price times the quantity")
            goods += unit * quantity
        except (KeyError, TypeError, ValueError) as error:
            found.append(f"line {number}: {error}")
    try:
        if cents(order["goodsTotal"]) != goods:
            found.append("the goods total is not the sum of the lines")
        delivery = 0
        shipping = order.get("shipping")
        if shipping:
            if not signed(secret, shipping.get("signature"), "shipping", shipping["country"], shipping.get("service") or "",
                          shipping["price"], shipping.get("freeFrom") or "", currency):
                found.append("the delivery rate is not one the shop published")
            free = shipping.get("freeFrom") is not None and goods >= cents(shipping["freeFrom"])
            delivery = 0 if free else cents(shipping["price"])
            if cents(shipping["amount"]) != delivery:
                found.append("the delivery charged is not the rate's")
        total = goods + delivery
        tax = order.get("tax")
        if tax:
            if not signed(secret, tax.get("signature"), "tax", tax["percent"], "included" if tax["included"] else "added", currency):
                found.append("the tax is not the one the shop declared")
            rate = Decimal(tax["percent"]) / 100
            base = Decimal(total) * rate / (1 + rate) if tax["included"] else Decimal(total) * rate
            due = int(base.quantize(Decimal(1), rounding=ROUND_HALF_UP))
            if cents(tax["amount"]) != due:
                found.append(f"the tax is {amount(due)}, not {tax['amount']}")
            if not tax["included"]:
                total += due
        if cents(order["total"]) != total:
            found.append(f"the total is {amount(total)}, not {order['total']}")
    except (KeyError, TypeError, ValueError) as error:
        found.append(f"the order's amounts: {error}")
    return found


def from_form(body):
    """A form-encoded order (`lines[0][goods]=…`) as the JSON one."""
    order = {}
    for name, value in urllib.parse.parse_qsl(body, keep_blank_values=True):
        keys = re.findall(r"[^\[\]]+", name)
        place = order
        for key in keys[:-1]:
            place = place.setdefault(key, {})
        place[keys[-1]] = value
    lines = order.get("lines", {})
    order["lines"] = [lines[key] for key in sorted(lines, key=int)]
    for line in order["lines"]:
        line.setdefault("variant", None)
    if isinstance(order.get("tax"), dict):
        order["tax"]["included"] = order["tax"].get("included") == "true"
    return order


class Orders:
    """The orders file, and the references it holds."""

    def __init__(self, path):
        self.path = path
        self.lock = threading.Lock()
        self.references = set()
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                self.references = {json.loads(line)["reference"] for line in file if line.strip()}

    def add(self, order):
        """Appends the order; False when its reference is already there."""
        with self.lock:
            if order["reference"] in self.references:
                return False
            with open(self.path, "a", encoding="utf-8") as file:
                file.write(json.dumps(order, ensure_ascii=False) + "\n")
            self.references.add(order["reference"])
            return True


def handler(secret, orders, origin, log=print):
    class Handler(http.server.BaseHTTPRequestHandler):
        def cors(self):
            self.send_header("Access-Control-Allow-Origin", origin)
            self.send_header("Access-Control-Allow-Methods", "POST")
            self.send_header("Access-Control-Allow-Headers", "Content-Type")
            self.send_header("Vary", "Origin")

        def answer(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.cors()
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_OPTIONS(self):
            self.send_response(204)
            self.cors()
            self.send_header("Content-Length", "0")
            self.end_headers()

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            if length > 1_000_000:
                return self.answer(413, {"ok": False, "error": "too large"})
            body = self.rfile.read(length).decode("utf-8", "replace")
            try:
                kind = self.headers.get("Content-Type", "")
                order = from_form(body) if "x-www-form-urlencoded" in kind else json.loads(body)
                if not isinstance(order, dict) or not isinstance(order.get("reference"), str):
                    raise ValueError("no reference")
            except ValueError as error:
                return self.answer(400, {"ok": False, "error": f"not an order: {error}"})
            if order.get("website"):
                log(f"dropped {order['reference']}: the bot field is filled")
                return self.answer(200, {"ok": True})
            found = problems(order, secret)
            if found:
                log(f"refused {order['reference']}: " + "; ".join(found))
                return self.answer(422, {"ok": False, "error": "; ".join(found)})
            if not orders.add(order):
                log(f"dropped {order['reference']}: a repeat")
                return self.answer(200, {"ok": True, "reference": order["reference"], "repeat": True})
            log(f"accepted {order['reference']}: {order['total']} {order['currency']}")
            return self.answer(200, {"ok": True, "reference": order["reference"]})

        def log_message(self, format, *args):
            pass

    return Handler


def main():
    parser = argparse.ArgumentParser(description="Receives, checks and keeps the orders of a Cellar shop.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8040)
    parser.add_argument("--orders", default="orders.jsonl", help="the file each accepted order is appended to")
    parser.add_argument("--allow-origin", default="*", help="the shop's origin, https://shop.example.com (default *)")
    parser.add_argument("--secret-variable", default="CELLAR_ORDER_SECRET",
                        help="the environment variable holding the secret the shop was built with")
    arguments = parser.parse_args()
    secret = os.environ.get(arguments.secret_variable, "")
    if not secret:
        sys.exit(f"receiver.py: set {arguments.secret_variable} to the secret the shop is built with")
    server = http.server.ThreadingHTTPServer(
        (arguments.host, arguments.port),
        handler(secret.encode(), Orders(arguments.orders), arguments.allow_origin, lambda text: print(text, flush=True)))
    print(f"receiving orders at http://{arguments.host}:{server.server_port}/", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
