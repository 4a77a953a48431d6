"""A generated catalogue written as goods.csv, categories.csv and comments.csv builds the same site,
byte for byte, as its JSON files: the spreadsheets lose nothing the site shows."""
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CELLAR = os.environ["CELLAR"]
GENERATOR = os.path.join(ROOT, "..", "shared", "bench", "gen_fixtures.py")


def run(*arguments):
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, arguments))} failed:\n{result.stdout}{result.stderr}")


def files(folder):
    return sorted(os.path.relpath(os.path.join(path, name), folder) for path, _, names in os.walk(folder) for name in names)


class RoundTripTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp()
        cls.json = os.path.join(cls.work, "json")
        cls.csv = os.path.join(cls.work, "csv")
        run(sys.executable, GENERATOR, "--goods", "200", "--comments-per-goods", "2", "--seed", "7", "--out", cls.json)
        run(sys.executable, os.path.join(ROOT, "scripts", "tools", "add_variants.py"), cls.json, "--share", "0.3")
        goods_path = os.path.join(cls.json, "goods.json")
        with open(goods_path, encoding="utf-8") as file:
            goods = json.load(file)
        # What the generator leaves out: the search engines' title and description, a blank one among them.
        for index, item in enumerate(goods[::9]):
            item["seoTitle"] = f"{item['title']}, \"quoted\" | Shop {index}" if index % 4 else "  "
            item["seoDescription"] = f"Line one, with a comma;\nline two of {item['id']}"
        with open(goods_path, "w", encoding="utf-8") as file:
            json.dump(goods, file, ensure_ascii=False)
        cls.goods = goods
        os.makedirs(cls.csv)
        shutil.copy(os.path.join(cls.json, "store.json"), cls.csv)
        shutil.copytree(os.path.join(cls.json, "docs"), os.path.join(cls.csv, "docs"))
        run(sys.executable, os.path.join(ROOT, "scripts", "tools", "fixtures_to_csv.py"), cls.json, cls.csv)
        for kind in ("json", "csv"):
            run(CELLAR, "build", "--quiet", "--fixtures", os.path.join(cls.work, kind), "--output", os.path.join(cls.work, "site-" + kind))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work)

    def test_the_spreadsheets_stand_in_for_every_json_file(self):
        self.assertEqual(sorted(name for name in os.listdir(self.csv) if name != "docs"),
                         ["categories.csv", "comments.csv", "goods.csv", "store.json"])
        with open(os.path.join(self.csv, "goods.csv"), encoding="utf-8") as file:
            header = file.readline()
        self.assertIn("variants.values.", header)
        self.assertIn("seoTitle", header)
        self.assertGreater(sum(len(item.get("variants", [])) for item in self.goods), 100, "variants to read back")

    def test_both_build_the_same_site_byte_for_byte(self):
        json_site = os.path.join(self.work, "site-json")
        csv_site = os.path.join(self.work, "site-csv")
        self.assertEqual(files(json_site), files(csv_site))
        goods_pages = [name for name in files(json_site) if name.startswith("goods/") and name.endswith("/index.html")]
        self.assertGreaterEqual(len(goods_pages), len(self.goods), "a page for every goods item")
        _, mismatch, errors = filecmp.cmpfiles(json_site, csv_site, files(json_site), shallow=False)
        self.assertEqual((mismatch, errors), ([], []), "files that differ between the JSON and the CSV builds")

    def test_the_search_title_reaches_the_page(self):
        item = next(item for item in self.goods if item.get("seoTitle", "").strip())
        with open(os.path.join(self.work, "site-csv", "goods", item["id"], "index.html"), encoding="utf-8") as file:
            page = file.read()
        self.assertIn("&quot;quoted&quot; | Shop", page.split("</title>")[0])
        self.assertIn(f"line two of {item['id']}", page)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + sys.argv[1:])
