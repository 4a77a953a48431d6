"""Signature V4 cases signed by botocore's own S3 signer (S3SigV4Auth), the independent check of
CellarDeploy's: `python sigv4_cases.py` prints them as JSON, which is committed as
Tests/CellarDeployTests/sigv4-botocore.json and read by SignatureV4Tests; sigv4_test.py checks that
the committed file is what botocore signs now. Keys and queries are encoded the way boto3 does
(botocore.utils.percent_encode), not by us."""
import datetime
import hashlib
import json
from unittest import mock

from botocore.auth import S3SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.utils import percent_encode

ACCESS_KEY = "AKIDEXAMPLE"
SECRET = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"

CASES = [
    {"name": "list", "method": "GET", "endpoint": "http://127.0.0.1:9000", "bucket": "shop", "key": None,
     "query": [["list-type", "2"], ["prefix", "www/"]], "headers": {}, "body": ""},
    {"name": "list with a token and a prefix of spaces and Chinese", "method": "GET", "endpoint": "https://s3.example.com",
     "bucket": "shop", "key": None,
     "query": [["prefix", "gz 中文/"], ["list-type", "2"], ["continuation-token", "1/ab+cd=="]], "headers": {}, "body": ""},
    {"name": "put a page", "method": "PUT", "endpoint": "http://127.0.0.1:9000", "bucket": "shop", "key": "www/goods/red-wine/index.html",
     "query": [], "headers": {"content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0, must-revalidate"},
     "body": "<!doctype html><title>Red</title>"},
    {"name": "put a key with spaces, Chinese and reserved characters", "method": "PUT", "endpoint": "https://ACCOUNT.r2.cloudflarestorage.com",
     "bucket": "shop", "key": "media/酒 瓶 #1+(2)&=,;:@$!'*~.svg", "query": [],
     "headers": {"content-type": "image/svg+xml; charset=utf-8", "content-encoding": "gzip"}, "body": "<svg/>"},
    {"name": "delete objects with a session token", "method": "POST", "endpoint": "http://localhost:4566/base", "bucket": "my.shop", "key": None,
     "query": [["delete", ""]], "headers": {"content-type": "application/xml", "content-md5": "1B2M2Y8AsgTpgAmY7PhCfg=="},
     "body": "<Delete><Object><Key>a</Key></Object></Delete>", "token": "FwoGZXIvYXdzEJr//////////token+/="},
]


def sign(case):
    path = case["endpoint"].rstrip("/").split("://", 1)[1]
    base_path = path[path.index("/"):] if "/" in path else ""
    encoded_path = base_path + "/" + percent_encode(case["bucket"], safe="")
    if case["key"] is not None:
        encoded_path += "/" + percent_encode(case["key"], safe="/~")
    url = case["endpoint"].rstrip("/")[: len(case["endpoint"].rstrip("/")) - len(base_path)] + encoded_path
    request = AWSRequest(method=case["method"], url=url, data=case["body"].encode(),
                         params=[(name, value) for name, value in case["query"]], headers=dict(case["headers"]))
    request.headers["X-Amz-Content-SHA256"] = hashlib.sha256(case["body"].encode()).hexdigest()
    credentials = Credentials(ACCESS_KEY, SECRET, case.get("token"))
    when = datetime.datetime(2025, 3, 1, 12, 34, 56)
    with mock.patch("botocore.auth.get_current_datetime", return_value=when):
        S3SigV4Auth(credentials, "s3", "us-east-1" if "r2" not in url else "auto").add_auth(request)
    return dict(case, accessKeyID=ACCESS_KEY, secretAccessKey=SECRET, date="2025-03-01T12:34:56Z",
                region="us-east-1" if "r2" not in url else "auto",
                encodedPath=encoded_path, authorization=request.headers["Authorization"])


def signed_cases():
    return [sign(case) for case in CASES]


if __name__ == "__main__":
    print(json.dumps(signed_cases(), ensure_ascii=False, indent=2))
