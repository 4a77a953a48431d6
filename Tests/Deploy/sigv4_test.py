"""The Signature V4 cases SignatureV4Tests checks CellarDeploy's signer with are what botocore's
own S3 signer makes now."""
import json
import os
import unittest

from sigv4_cases import signed_cases

COMMITTED = os.path.join(os.path.dirname(__file__), "..", "CellarDeployTests", "sigv4-botocore.json")


class SignatureCasesTests(unittest.TestCase):
    def test_committed_cases_are_botocores(self):
        with open(COMMITTED, encoding="utf-8") as file:
            self.assertEqual(json.load(file), signed_cases())


if __name__ == "__main__":
    unittest.main()
