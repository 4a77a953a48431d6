# Sourced by scripts/tests/deploy-tests.sh and scripts/bench/bench-deploy.sh: makes the venv
# .build/deploy-venv with PyPI's moto (its S3 API server, `moto_server`) and boto3 (a real S3
# client, and botocore's Signature V4 signer as the independent check of ours).
# Sets `venv`. Expects to run from the repository root.
venv="$PWD/.build/deploy-venv"
moto_version="5.2.5"
boto3_version="1.44.8"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('moto') != '$moto_version' or m.version('boto3') != '$boto3_version')" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "moto[server]==$moto_version" "boto3==$boto3_version"
fi
