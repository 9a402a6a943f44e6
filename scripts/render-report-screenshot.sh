#!/usr/bin/env bash
# Renders the HTML report of a shipped scenario in headless Chromium and
# saves a screenshot (docs/images/report.png by default). Fails when the
# build, the report, the XML check or the browser fails. Not part of
# `make test`: it needs a browser (Debian: apt-get install -y chromium).
#
# Usage: scripts/render-report-screenshot.sh [SCENARIO] [PNG]
set -euo pipefail

cd "$(dirname "$0")/.."
scenario="${1:-scenarios/signup.json}"
png="${2:-docs/images/report.png}"

browser="$(command -v chromium || command -v chromium-browser || true)"
if [[ -z "$browser" ]]; then
    echo "render-report-screenshot: chromium not found; install it with: apt-get install -y chromium" >&2
    exit 1
fi

swift build -c release --product focusbench >&2

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
html="$work/report.html"
.build/release/focusbench report "$scenario" --replications 10000 --seed 1 --output "$html"

# The page must be well-formed XML and must not reach the network.
python3 - "$html" <<'PY'
import sys, xml.dom.minidom
document = xml.dom.minidom.parse(sys.argv[1])
text = open(sys.argv[1], encoding="utf-8").read()
for forbidden in ("http:", "https:", "<script", "<link", "@import"):
    if forbidden in text.replace("http://www.w3.org/", ""):
        sys.exit(f"render-report-screenshot: the report contains {forbidden!r}")
PY

mkdir -p "$(dirname "$png")"
rm -f "$png"
log="$work/chromium.log"
if ! "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$png" \
        --window-size=1200,2400 "file://$html" >"$log" 2>&1; then
    cat "$log" >&2
    echo "render-report-screenshot: chromium failed" >&2
    exit 1
fi
if [[ ! -s "$png" ]]; then
    cat "$log" >&2
    echo "render-report-screenshot: chromium wrote no screenshot" >&2
    exit 1
fi
# Errors the page itself caused (not Chromium's own sandbox and GPU chatter).
if grep -E "CONSOLE|Uncaught|net::ERR" "$log" >&2; then
    echo "render-report-screenshot: the page reported errors" >&2
    exit 1
fi
echo "$png"
