"""`cellar deploy` against a real S3 API server on loopback (moto's, which checks every
request's Signature V4 with botocore), read back with boto3.
Run by scripts/tests/deploy-tests.sh, which sets CELLAR_BIN, CELLAR_FIXTURES and CELLAR_MOTO_SERVER."""
import functools
import gzip
import hashlib
import glob
import http.server
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import unittest

from s3_servers import FaultProxy, MotoServer, NetworkFaultProxy, listing_fault

CELLAR = os.environ["CELLAR_BIN"]
FIXTURES = os.environ["CELLAR_FIXTURES"]
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "public, max-age=0, must-revalidate"
PAGE_SIZE = 100


def site_files(folder):
    """Every file of a built site as deploy sends it: relative path -> bytes."""
    files = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.relpath(os.path.join(root, name), folder)
            if path in ("_headers", "_redirects") or any(part.startswith(".") for part in path.split(os.sep)):
                continue
            with open(os.path.join(root, name), "rb") as file:
                files[path] = file.read()
    return files


class DeployTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp()
        cls.home = os.path.join(cls.work, "home")
        os.makedirs(cls.home)
        # Listing pages of 100 keys: the sample site's listing has five, so paging is followed in every test.
        cls.moto = MotoServer(os.environ["CELLAR_MOTO_SERVER"], page_size=PAGE_SIZE)
        cls.moto.s3.create_bucket(Bucket="shop")
        cls.site = cls.build("site", lambda fixtures: None)

        def edit_one_comment(fixtures):
            path = os.path.join(fixtures, "comments.json")
            with open(path, encoding="utf-8") as file:
                comments = json.load(file)
            comments[0]["content"] = "Edited: still lovely with dinner."
            with open(path, "w", encoding="utf-8") as file:
                json.dump(comments, file, ensure_ascii=False)
        cls.edited = cls.build("edited", edit_one_comment)

        def remove_goods(fixtures):
            with open(os.path.join(fixtures, "goods.json"), encoding="utf-8") as file:
                goods = json.load(file)
            with open(os.path.join(fixtures, "comments.json"), encoding="utf-8") as file:
                comments = json.load(file)
            with open(os.path.join(fixtures, "store.json"), encoding="utf-8") as file:
                featured = set(json.load(file).get("featured", []))
            gone = {item["id"] for item in goods if item["id"] not in featured}
            gone = set(sorted(gone)[:3])
            with open(os.path.join(fixtures, "goods.json"), "w", encoding="utf-8") as file:
                json.dump([item for item in goods if item["id"] not in gone], file, ensure_ascii=False)
            with open(os.path.join(fixtures, "comments.json"), "w", encoding="utf-8") as file:
                json.dump([c for c in comments if c["goods"] not in gone], file, ensure_ascii=False)
            for translation in glob.glob(os.path.join(fixtures, "translations", "*.json")):
                with open(translation, encoding="utf-8") as file:
                    texts = json.load(file)
                texts["goods"] = {id: text for id, text in texts.get("goods", {}).items() if id not in gone}
                brands = {item.get("brand") for item in goods if item["id"] not in gone}
                texts["brands"] = {name: text for name, text in texts.get("brands", {}).items() if name in brands}
                with open(translation, "w", encoding="utf-8") as file:
                    json.dump(texts, file, ensure_ascii=False)
        cls.removed = cls.build("removed", remove_goods)

    @classmethod
    def tearDownClass(cls):
        cls.moto.stop()
        shutil.rmtree(cls.work, ignore_errors=True)

    @classmethod
    def build(cls, name, change):
        fixtures = os.path.join(cls.work, "fixtures-" + name)
        shutil.copytree(FIXTURES, fixtures)
        change(fixtures)
        output = os.path.join(cls.work, name)
        subprocess.run([CELLAR, "build", "--quiet", "--fixtures", fixtures, "--output", output], check=True, stdout=subprocess.DEVNULL)
        return output

    def deploy(self, site, destination, *options, endpoint=None, credentials=None, expect_success=True):
        result = self.finish(self.start_deploy(site, destination, *options, endpoint=endpoint, credentials=credentials))
        if expect_success:
            self.assertEqual(result.returncode, 0, result.stderr)
        else:
            self.assertNotEqual(result.returncode, 0, result.stdout)
        return result

    def start_deploy(self, site, destination, *options, endpoint=None, credentials=None):
        env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
        env["HOME"] = self.home
        env.update(credentials if credentials is not None else
                   {"AWS_ACCESS_KEY_ID": self.moto.access_key_id, "AWS_SECRET_ACCESS_KEY": self.moto.secret_access_key})
        process = subprocess.Popen(
            [CELLAR, "deploy", destination, "--site", site, "--endpoint", endpoint or self.moto.url, *options],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        process.secrets = [value for name, value in env.items() if name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY")]
        return process

    def finish(self, process, timeout=300):
        """The deploy's result once it ended, by itself within `timeout` seconds; no output of any deploy shows a key."""
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            self.fail(f"the deploy did not end within {timeout} s")
        for secret in process.secrets + [self.moto.access_key_id, self.moto.secret_access_key]:
            self.assertNotIn(secret, stdout + stderr)
        return subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)

    def bucket(self, prefix):
        """The objects under `prefix`: key without the prefix -> (ETag, size)."""
        objects = {}
        for page in self.moto.s3.get_paginator("list_objects_v2").paginate(Bucket="shop", Prefix=prefix):
            for item in page.get("Contents", []):
                objects[item["Key"][len(prefix):]] = (item["ETag"], item["Size"])
        return objects

    def assertBucketHolds(self, prefix, site):
        files = site_files(site)
        objects = self.bucket(prefix)
        self.assertEqual(set(objects), set(files))
        for path, contents in files.items():
            self.assertEqual(objects[path][1], len(contents), path)

    def summary(self, result):
        """(uploaded, unchanged, deleted) from the summary line, which also says the bucket was
        listed after the deploy and holds the site's files."""
        match = re.search(r"(\d+) uploaded \(.*\), (\d+) unchanged, (\d+) deleted; the bucket holds the site's (\d+) files?$", result.stdout, re.M)
        self.assertIsNotNone(match, result.stdout)
        uploaded, unchanged, deleted, held = (int(group) for group in match.groups())
        self.assertEqual(held, uploaded + unchanged, result.stdout)
        return uploaded, unchanged, deleted

    def planned(self, result):
        uploads = set(re.findall(r"^would upload (.+) \((?:new|changed)\)$", result.stdout, re.M))
        deletes = set(re.findall(r"^would delete (.+)$", result.stdout, re.M))
        return uploads, deletes

    def test_publishes_with_headers_then_uploads_only_what_changed_and_deletes_what_is_gone(self):
        site, edited, removed = site_files(self.site), site_files(self.edited), site_files(self.removed)
        first = self.deploy(self.site, "s3://shop/www")
        self.assertEqual(self.summary(first), (len(site), 0, 0))
        self.assertBucketHolds("www/", self.site)
        self.assertHeadersFollowTheCachePolicy("www/")

        second = self.deploy(self.site, "s3://shop/www")
        self.assertEqual(self.summary(second), (0, len(site), 0))

        # One comment edited: exactly the files whose bytes changed go up, listed by a dry run first.
        changed = {path for path, contents in edited.items() if site.get(path) != contents}
        gone = set(site) - set(edited)
        self.assertTrue(changed)
        dry = self.deploy(self.edited, "s3://shop/www", "--dry-run")
        self.assertEqual(self.planned(dry), ({"www/" + p for p in changed}, {"www/" + p for p in gone}))
        self.assertBucketHolds("www/", self.site)
        third = self.deploy(self.edited, "s3://shop/www")
        self.assertEqual(self.summary(third), (len(changed), len(edited) - len(changed), len(gone)))
        self.assertBucketHolds("www/", self.edited)

        # Goods removed: their pages are deleted, but not beyond --max-deletes.
        gone = set(edited) - set(removed)
        self.assertGreater(len(gone), 3)
        refused = self.deploy(self.removed, "s3://shop/www", "--max-deletes", "3", expect_success=False)
        self.assertIn(f"would delete {len(gone)} keys, more than --max-deletes 3", refused.stderr)
        self.assertIn("nothing was changed", refused.stderr)
        self.assertBucketHolds("www/", self.edited)
        fourth = self.deploy(self.removed, "s3://shop/www", "--max-deletes", "-1")
        self.assertEqual(self.summary(fourth)[2], len(gone))
        self.assertBucketHolds("www/", self.removed)

    def assertHeadersFollowTheCachePolicy(self, prefix):
        files = site_files(self.site)
        css = next(p for p in files if re.fullmatch(r"assets/style\.[0-9a-f]{8}\.css", p))
        photo = next(p for p in files if re.fullmatch(r"media/images/goods/.+\.[0-9a-f]{10}\.webp", p))
        shard = next(p for p in files if re.fullmatch(r"data/search/terms-0\.[0-9a-f]{8}\.json", p))
        expected = {
            css: ("text/css; charset=utf-8", IMMUTABLE),
            photo: ("image/webp", IMMUTABLE),
            shard: ("application/json", IMMUTABLE),
            "data/search/manifest.json": ("application/json", REVALIDATE),
            "index.html": ("text/html; charset=utf-8", REVALIDATE),
            "feeds/google.xml": ("application/xml; charset=utf-8", REVALIDATE),
            "sitemap.xml": ("application/xml; charset=utf-8", REVALIDATE),
            "media/images/avatars/avatar-1.svg": ("image/svg+xml; charset=utf-8", REVALIDATE),
        }
        for path, (content_type, cache_control) in expected.items():
            head = self.moto.s3.head_object(Bucket="shop", Key=prefix + path)
            self.assertEqual((head["ContentType"], head["CacheControl"]), (content_type, cache_control), path)
            self.assertNotIn("ContentEncoding", head, path)

    def test_gzip_and_keys_with_spaces_and_chinese(self):
        site = os.path.join(self.work, "gzip-site")
        shutil.copytree(self.site, site)
        odd = "media/images/comments/酒 瓶 #1+(2)&.svg"
        with open(os.path.join(site, odd), "w", encoding="utf-8") as file:
            file.write('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
        first = self.deploy(site, "s3://shop/gz 中文", "--gzip")
        self.assertEqual(self.summary(first)[0], len(site_files(site)))
        objects = self.bucket("gz 中文/")
        self.assertIn(odd, objects)
        stored = self.moto.s3.get_object(Bucket="shop", Key="gz 中文/" + odd)
        self.assertEqual((stored["ContentType"], stored["ContentEncoding"]), ("image/svg+xml; charset=utf-8", "gzip"))
        with open(os.path.join(site, odd), "rb") as file:
            self.assertEqual(gzip.decompress(stored["Body"].read()), file.read())
        page = self.moto.s3.get_object(Bucket="shop", Key="gz 中文/index.html")
        self.assertEqual(page["ContentEncoding"], "gzip")
        with open(os.path.join(site, "index.html"), "rb") as file:
            self.assertEqual(gzip.decompress(page["Body"].read()), file.read())
        photo = next(p for p in objects if p.endswith(".webp"))
        self.assertNotIn("ContentEncoding", self.moto.s3.head_object(Bucket="shop", Key="gz 中文/" + photo))
        # The same bytes compress to the same bytes: nothing to upload again.
        self.assertEqual(self.summary(self.deploy(site, "s3://shop/gz 中文", "--gzip"))[0], 0)

    def test_transient_failures_are_retried(self):
        self.deploy(self.site, "s3://shop/flaky")
        # The listing's first attempt answers 503, each upload's first two 500 and 503.
        proxy = FaultProxy(self.moto.port, lambda method, path, attempt:
                           {1: 503 if method == "GET" else 500, 2: 503 if method == "PUT" else None}.get(attempt) if method in ("PUT", "GET") else None)
        try:
            result = self.deploy(self.edited, "s3://shop/flaky", endpoint=proxy.url)
        finally:
            proxy.stop()
        self.assertGreater(proxy.faults_answered, 2)
        self.assertBucketHolds("flaky/", self.edited)
        self.assertGreater(self.summary(result)[0], 0)

    def test_a_throttling_server_is_tried_ten_times_and_other_failures_five(self):
        # S3 answers 503 SlowDown in bursts: one upload throttled nine times still goes up on its tenth.
        proxy = FaultProxy(self.moto.port, lambda method, path, attempt:
                           503 if method == "PUT" and path == "/shop/throttled/index.html" and attempt < 10 else None)
        try:
            self.deploy(self.site, "s3://shop/throttled", endpoint=proxy.url)
        finally:
            proxy.stop()
        self.assertEqual(proxy.faults_answered, 9)
        self.assertBucketHolds("throttled/", self.site)
        # An HTTP 500 is not throttling: five attempts, then the key is named with them.
        proxy = FaultProxy(self.moto.port, lambda method, path, attempt:
                           500 if method == "PUT" and path == "/shop/failing/index.html" else None)
        try:
            result = self.deploy(self.site, "s3://shop/failing", endpoint=proxy.url, expect_success=False)
        finally:
            proxy.stop()
        self.assertEqual(proxy.faults_answered, 5)
        self.assertRegex(result.stderr, r"(?m)^  failing/index\.html: .*HTTP 500.* \(5 attempts\)$")

    def test_connections_dropped_or_stalled_mid_upload_are_retried(self):
        # The listing's first page's first attempt stalls; every upload's first attempt is cut off halfway
        # through its body; eight goods pages' second attempt stalls, and their third trickles.
        pages = [path for path in sorted(site_files(self.site)) if re.fullmatch(r"goods/[^/]+/index\.html", path)]
        slow = {f"/shop/dropped/{path}" for path in pages[:8]}

        def fault(method, path, attempt):
            if method == "GET":
                return "stall" if attempt == 1 and "continuation-token" not in path else None
            if method == "PUT" and attempt == 1:
                return "drop"
            if method == "PUT" and path in slow:
                return {2: "stall", 3: "trickle"}.get(attempt)
            return None
        proxy = NetworkFaultProxy(self.moto.port, fault)
        try:
            result = self.deploy(self.site, "s3://shop/dropped", "--timeout", "2", endpoint=proxy.url)
        finally:
            proxy.stop()
        self.assertEqual(self.summary(result), (len(site_files(self.site)), 0, 0))
        self.assertGreater(proxy.faults["drop"], 100)
        self.assertEqual((proxy.faults["stall"], proxy.faults["trickle"]), (1 + len(slow), len(slow)))
        self.assertBucketHolds("dropped/", self.site)

    def test_a_network_that_stays_down_fails_in_time_naming_the_keys_deletes_nothing_and_a_rerun_finishes(self):
        self.deploy(self.site, "s3://shop/down")
        before = self.bucket("down/")
        site, removed = site_files(self.site), site_files(self.removed)
        self.assertGreater(sum(1 for path, data in removed.items() if site.get(path) != data), 8)
        # Five uploads go through, then the network goes: every connection stalls or is cut off.
        forwarded = []

        def fault(method, path, attempt):
            if method != "PUT":
                return None
            if len(forwarded) < 5:
                forwarded.append(path)
                return None
            return "stall" if attempt % 2 else "drop"
        proxy = NetworkFaultProxy(self.moto.port, fault)
        try:
            result = self.finish(self.start_deploy(self.removed, "s3://shop/down", "--timeout", "1", endpoint=proxy.url), timeout=120)
        finally:
            proxy.stop()
        self.assertNotEqual(result.returncode, 0)
        failed = re.findall(r"^  down/(\S.*): (?:.* did not answer within \d+ s \(a stalled or dropped connection\)(?: \(\d+ attempts\))?|.* could not be reached: .*)$",
                            result.stderr, re.M)
        self.assertTrue(failed, result.stderr)
        self.assertRegex(result.stderr, rf"^error: {len(failed)} keys? failed:")
        self.assertIn("nothing was deleted; rerun to finish the deploy", result.stderr)
        after = self.bucket("down/")
        self.assertLessEqual(set(before), set(after))
        for path in failed:
            self.assertEqual(after.get(path), before.get(path), path)
        self.deploy(self.removed, "s3://shop/down")
        self.assertBucketHolds("down/", self.removed)

    def test_a_file_removed_during_the_deploy_is_named_and_a_rerun_finishes(self):
        site = os.path.join(self.work, "shrinking-site")
        shutil.copytree(self.site, site)
        page = next(p for p in sorted(site_files(site)) if re.fullmatch(r"goods/[^/]+/index\.html", p))
        # The first uploads (content-hashed files, before any page) wait until the page is gone.
        uploading, page_removed = threading.Event(), threading.Event()

        def fault(method, path, attempt):
            if method == "PUT":
                uploading.set()
                return page_removed
            return None
        proxy = NetworkFaultProxy(self.moto.port, fault)
        try:
            process = self.start_deploy(site, "s3://shop/shrinking", endpoint=proxy.url)
            self.assertTrue(uploading.wait(60))
            os.remove(os.path.join(site, page))
            page_removed.set()
            result = self.finish(process)
        finally:
            proxy.stop()
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"1 key failed:\n  shrinking/{page}: cannot read {os.path.join(site, page)}: it was removed or renamed since the deploy started",
                      result.stderr)
        self.assertIn("nothing was deleted", result.stderr)
        self.assertNotIn(page, self.bucket("shrinking/"))
        self.deploy(site, "s3://shop/shrinking")
        self.assertBucketHolds("shrinking/", site)

    def test_a_site_published_anew_during_the_deploy_is_not_mixed_in(self):
        site = os.path.join(self.work, "republished-site")
        shutil.copytree(self.site, site)
        # The first uploads wait while a build publishes the edited site in the folder.
        uploading, published = threading.Event(), threading.Event()

        def fault(method, path, attempt):
            if method == "PUT":
                uploading.set()
                return published
            return None
        proxy = NetworkFaultProxy(self.moto.port, fault)
        try:
            process = self.start_deploy(site, "s3://shop/republished", endpoint=proxy.url)
            self.assertTrue(uploading.wait(60))
            subprocess.run([CELLAR, "build", "--quiet", "--fixtures", os.path.join(self.work, "fixtures-edited"), "--output", site],
                           check=True, stdout=subprocess.DEVNULL)
            published.set()
            result = self.finish(process)
        finally:
            proxy.stop()
        self.assertNotEqual(result.returncode, 0)
        self.assertRegex(result.stderr, rf"cannot read {re.escape(site)}/\S+: a build published a new site at {re.escape(site)} "
                                        r"during the deploy, and nothing of it was uploaded; rerun the deploy")
        # What went up is the old site's: each object has the bytes of the old file.
        old, new = site_files(self.site), site_files(self.edited)
        self.assertTrue([path for path in new if old.get(path) != new[path]])
        uploaded = self.bucket("republished/")
        self.assertTrue(uploaded)
        for key, (etag, size) in uploaded.items():
            self.assertEqual(etag.strip('"'), hashlib.md5(old[key]).hexdigest(), key)
        self.deploy(site, "s3://shop/republished")
        self.assertBucketHolds("republished/", self.edited)

    def test_the_deadline_ends_a_deploy_on_a_network_that_stays_down(self):
        proxy = NetworkFaultProxy(self.moto.port, lambda method, path, attempt: "stall" if method == "PUT" else None)
        try:
            process = self.start_deploy(self.site, "s3://shop/deadline", "--timeout", "60", "--deadline", "3", endpoint=proxy.url)
            result = self.finish(process, timeout=30)
        finally:
            proxy.stop()
        self.assertNotEqual(result.returncode, 0)
        self.assertRegex(result.stderr, r"(?m)^  deadline/\S+: the deploy's deadline \(--deadline 3 s\) passed")
        self.assertIn("nothing was deleted", result.stderr)

    def test_a_failure_that_lasts_names_the_key_deletes_nothing_and_a_rerun_finishes(self):
        self.deploy(self.edited, "s3://shop/lasting")
        before = self.bucket("lasting/")
        # One page never goes up.
        proxy = FaultProxy(self.moto.port, lambda method, path, attempt: 500 if method == "PUT" and path.endswith("/index.html") and "/lasting/goods/" in path else None)
        try:
            result = self.deploy(self.removed, "s3://shop/lasting", endpoint=proxy.url, expect_success=False)
        finally:
            proxy.stop()
        self.assertRegex(result.stderr, r"lasting/goods/[^ ]+/index.html: .*HTTP 500, InternalError")
        self.assertIn("nothing was deleted", result.stderr)
        self.assertTrue(set(before) <= set(self.bucket("lasting/")))
        self.deploy(self.removed, "s3://shop/lasting")
        self.assertBucketHolds("lasting/", self.removed)

    def test_a_listing_not_read_whole_is_retried_then_fails_naming_the_page_and_changes_nothing(self):
        self.deploy(self.site, "s3://shop/cut")
        before = self.bucket("cut/")
        self.assertGreater(len(before), 2 * PAGE_SIZE)
        gone = set(site_files(self.site)) - set(site_files(self.removed))
        self.assertTrue(gone)

        def cut_in_half(body):
            return body[:len(body) // 2]

        def one_entry_less(body):
            return re.sub(rb"<Contents>.*?</Contents>", b"", body, count=1)

        def no_token(body):
            return re.sub(rb"<NextContinuationToken>.*?</NextContinuationToken>", b"", body)
        cases = [
            (1, cut_in_half, "was not read whole: it ends before </ListBucketResult>"),
            (2, cut_in_half, "was not read whole: it ends before </ListBucketResult>"),
            (2, one_entry_less, f"was not read whole: its KeyCount is {PAGE_SIZE} but it holds {PAGE_SIZE - 1} entries"),
            (2, no_token, "was not read whole: it says more pages follow but gives no NextContinuationToken"),
        ]
        for page, change, problem in cases:
            with self.subTest(page=page, change=change.__name__):
                proxy = FaultProxy(self.moto.port, listing_fault(page, change))
                try:
                    result = self.deploy(self.removed, "s3://shop/cut", "--max-deletes", "-1", endpoint=proxy.url, expect_success=False)
                finally:
                    proxy.stop()
                self.assertRegex(result.stderr, rf"^error: page {page} of the listing of s3://shop/cut/ {re.escape(problem)}.* \(5 attempts\); nothing was changed$")
                self.assertEqual(proxy.faults_answered, 5)
                self.assertEqual(self.bucket("cut/"), before)
        # Cut once, on the second page: the retry reads it whole and the deploy deletes what is gone.
        proxy = FaultProxy(self.moto.port, listing_fault(2, cut_in_half, attempts={1}))
        try:
            result = self.deploy(self.removed, "s3://shop/cut", "--max-deletes", "-1", endpoint=proxy.url)
        finally:
            proxy.stop()
        self.assertEqual(self.summary(result)[2], len(gone))
        self.assertBucketHolds("cut/", self.removed)

    def test_a_bucket_that_does_not_hold_what_was_uploaded_fails_the_deploy(self):
        self.deploy(self.site, "s3://shop/lost")
        # A server that answers 200 to one page's upload and stores nothing.
        page = next(p for p in sorted(site_files(self.edited)) if site_files(self.site).get(p) != site_files(self.edited)[p] and p.endswith(".html"))
        proxy = FaultProxy(self.moto.port, lambda method, path, attempt: (200, b"") if method == "PUT" and path == f"/shop/lost/{page}" else None)
        try:
            result = self.deploy(self.edited, "s3://shop/lost", endpoint=proxy.url, expect_success=False)
        finally:
            proxy.stop()
        self.assertIn(f"error: after the deploy the bucket does not hold the site: 1 key with other bytes (lost/{page}); rerun to finish the deploy",
                      result.stderr)
        self.deploy(self.edited, "s3://shop/lost")
        self.assertBucketHolds("lost/", self.edited)

    def test_wrong_credentials_fail_clearly_without_showing_them(self):
        wrong_secret = {"AWS_ACCESS_KEY_ID": self.moto.access_key_id, "AWS_SECRET_ACCESS_KEY": "wrongSECRETwrongSECRET0123456789abcdefXYZ"}
        result = self.deploy(self.site, "s3://shop/creds", credentials=wrong_secret, expect_success=False)
        self.assertIn("refused the credentials (SignatureDoesNotMatch", result.stderr)
        self.assertNotIn(wrong_secret["AWS_SECRET_ACCESS_KEY"], result.stdout + result.stderr)
        unknown = {"AWS_ACCESS_KEY_ID": "AKIAUNKNOWNKEY000001", "AWS_SECRET_ACCESS_KEY": "x" * 40}
        result = self.deploy(self.site, "s3://shop/creds", credentials=unknown, expect_success=False)
        self.assertIn("refused the credentials (InvalidAccessKeyId", result.stderr)
        result = self.deploy(self.site, "s3://shop/creds", credentials={}, expect_success=False)
        self.assertIn("credentials: none found", result.stderr)
        self.assertEqual(self.bucket("creds/"), {})

    def test_the_shared_credentials_file_is_read(self):
        path = os.path.join(self.work, "credentials")
        with open(path, "w") as file:
            file.write(f"[default]\naws_access_key_id = wrong\naws_secret_access_key = wrong\n\n"
                       f"[shop]\naws_access_key_id = {self.moto.access_key_id}\naws_secret_access_key = {self.moto.secret_access_key}\n")
        result = self.deploy(self.site, "s3://shop/profile", "--dry-run",
                             credentials={"AWS_SHARED_CREDENTIALS_FILE": path, "AWS_PROFILE": "shop"})
        self.assertIn("nothing was changed", result.stdout)

    def test_a_server_echoing_keys_shows_none_of_them(self):
        # A hostile or broken server that puts the request's Authorization header (with the access key id) in its message.
        def echo(method, path, attempt):
            return (403, b"<Error><Code>AccessDenied</Code><Message>denied for AWS4-HMAC-SHA256 Credential=%s/20250101 secret %s</Message></Error>"
                    % (self.moto.access_key_id.encode(), self.moto.secret_access_key.encode()))
        proxy = FaultProxy(self.moto.port, echo)
        try:
            result = self.deploy(self.site, "s3://shop/echo", endpoint=proxy.url, expect_success=False)
        finally:
            proxy.stop()
        self.assertIn("denied access to the bucket shop (AccessDenied: denied for AWS4-HMAC-SHA256 Credential=***/20250101 secret ***)", result.stderr)

    def test_bad_destinations_and_sites_are_refused(self):
        not_cellar = os.path.join(self.work, "not-cellar")
        os.makedirs(not_cellar, exist_ok=True)
        with open(os.path.join(not_cellar, "index.html"), "w") as file:
            file.write("<!doctype html><title>My notes</title>")
        result = self.deploy(not_cellar, "s3://shop/x", expect_success=False)
        self.assertIn("is not a Cellar build", result.stderr)
        result = self.deploy(os.path.join(self.work, "missing"), "s3://shop/x", expect_success=False)
        self.assertIn("run `cellar build` first", result.stderr)
        result = self.deploy(self.site, "s3://no-such-bucket", expect_success=False)
        self.assertIn("the bucket no-such-bucket does not exist", result.stderr)
        result = self.deploy(self.site, "shop", expect_success=False)
        self.assertIn("write s3://BUCKET or s3://BUCKET/PREFIX", result.stderr)
        # An endpoint that is a web server but no S3 API.
        proxy = FaultProxy(self.moto.port, lambda method, path, attempt: (200, b"<!doctype html><p>Hello</p>"))
        try:
            result = self.deploy(self.site, "s3://shop/x", endpoint=proxy.url, expect_success=False)
        finally:
            proxy.stop()
        self.assertIn("is it an S3 API endpoint?", result.stderr)
        # A plain web server.
        class QuietHandler(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass
        web = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=self.site))
        threading.Thread(target=web.serve_forever, daemon=True).start()
        try:
            result = self.deploy(self.site, "s3://shop/x", endpoint=f"http://127.0.0.1:{web.server_address[1]}", expect_success=False)
        finally:
            web.shutdown()
            web.server_close()
        self.assertIn(f"error: http://127.0.0.1:{web.server_address[1]} answered HTTP 404 with no S3 error: is it an S3 API endpoint?",
                      result.stderr)
        self.assertEqual(self.bucket("x/"), {})


if __name__ == "__main__":
    unittest.main()
