"""The S3 side of the journey test, run with the deploy tests' Python (moto and boto3): moto's
S3 API server on loopback (Tests/Deploy/s3_servers.py's MotoServer, signatures checked) with
an empty bucket `shop`, and what the bucket holds fetched back into a folder to be served.

    python bucket.py MOTO_SERVER

prints one JSON line (the server's URL and the deployer's keys), then reads commands a line
each: `download DIR` writes every object of the bucket under DIR by its key and answers
`downloaded N`; the end of input stops the server."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Deploy"))
from s3_servers import MotoServer  # noqa: E402


def download(s3, folder):
    count = 0
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket="shop"):
        for entry in page.get("Contents", []):
            path = os.path.join(folder, *entry["Key"].split("/"))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as file:
                file.write(s3.get_object(Bucket="shop", Key=entry["Key"])["Body"].read())
            count += 1
    return count


def main():
    moto = MotoServer(sys.argv[1])
    try:
        moto.s3.create_bucket(Bucket="shop")
        print(json.dumps({"url": moto.url, "accessKeyID": moto.access_key_id, "secretAccessKey": moto.secret_access_key}), flush=True)
        for line in sys.stdin:
            command, _, argument = line.strip().partition(" ")
            if command == "download":
                print(f"downloaded {download(moto.s3, argument)}", flush=True)
    finally:
        moto.stop()


if __name__ == "__main__":
    main()
