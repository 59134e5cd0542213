#!/usr/bin/env bash
# CI: the figures README.md states are the ones the code gives today. README keeps only figures this script
# checks; measured ones that move from run to run (times, sizes, fuzzing runs) live in the guides with their
# command and date (Guides/Benchmarks.md, GTK.md, Web.md, Reliability.md).
#
# Checked, with no tolerance (each is exact):
# - every `swift run pagecontrol render … --output X.png   # W×H px` line: the PNG it writes is W×H pixels;
# - every `swift run pagecontrol render … --format ansi   # TEXT` line: it prints TEXT (with NO_COLOR=1);
# - "N steps in CI (S seeds × P)": PageControlPropertyTests' defaultSeeds and defaultStepsPerSeed, N = S × P;
# - "M with the stress tool": pagecontrol-stress's default step count;
# - "the K seed inputs": the inputs in Fuzz/seeds/*.seeds (Scripts/fuzz/seeds.py count);
# - "under A KiB (B KiB gzipped)": the budget Scripts/build-web.sh enforces;
# - "a page downloads at most N bytes gzipped": the limit Scripts/build-web.sh enforces on the module and glue;
# - every "N languages": the languages `pagecontrol render --language xx` lists.
# A figure README no longer states is reported as missing, so a rewrite cannot drop a check unnoticed.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build --product pagecontrol >/tmp/pagecontrol-readme-build.log 2>&1 \
  || { tail -20 /tmp/pagecontrol-readme-build.log; echo "FAIL: pagecontrol did not build"; exit 1; }
PAGECONTROL="$(swift build --show-bin-path)/pagecontrol" python3 - <<'EOF'
import os, re, shlex, struct, subprocess, sys, tempfile

readme = open("README.md", encoding="utf-8").read()
cli = os.environ["PAGECONTROL"]
failures, checked = [], 0


def check(what, stated, measured):
    global checked
    checked += 1
    if stated != measured:
        failures.append(f"{what}: README says {stated!r}, the code gives {measured!r}")


def number(text):
    return int(text.replace(",", "").replace("_", ""))


def stated(pattern, what):
    match = re.search(pattern, readme)
    if not match:
        failures.append(f"README no longer states {what}: update Scripts/ci/readme-figures.sh with it")
    return match


# The render commands whose comment is what they make.
with tempfile.TemporaryDirectory() as folder:
    for line in readme.splitlines():
        match = re.match(r"swift run pagecontrol (render .*?)\s+# (.+)$", line)
        if not match:
            continue
        arguments, comment = shlex.split(match.group(1)), match.group(2).strip()
        size = re.fullmatch(r"(\d+)×(\d+) px", comment)
        if size and "--output" in arguments:
            index = arguments.index("--output") + 1
            arguments[index] = os.path.join(folder, os.path.basename(arguments[index]))
            run = subprocess.run([cli, *arguments], capture_output=True, text=True)
            if run.returncode != 0:
                failures.append(f"pagecontrol {match.group(1)}: exit {run.returncode}: {run.stderr.strip()}")
                continue
            with open(arguments[index], "rb") as png:
                header = png.read(24)
            width, height = struct.unpack(">II", header[16:24])
            check(f"pagecontrol {match.group(1)}", comment, f"{width}×{height} px")
        elif "--format" in arguments and arguments[arguments.index("--format") + 1] == "ansi":
            run = subprocess.run([cli, *arguments], capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
            check(f"pagecontrol {match.group(1)}", comment, run.stdout.strip() if run.returncode == 0 else run.stderr)

# The property test's budget and the stress tool's default.
source = open("Tests/PageControlCoreTests/Reliability/PageControlPropertyTests.swift", encoding="utf-8").read()
seeds = re.search(r"defaultSeeds: \[UInt64\] = \[(.*?)\]", source, re.S).group(1)
seed_count = len([s for s in seeds.split(",") if s.strip()])
per_seed = number(re.search(r"defaultStepsPerSeed = ([\d_]+)", source).group(1))
match = stated(r"([\d,]+) steps in CI \((\d+) seeds × ([\d,]+)\)", "the property test's steps")
if match:
    check("steps in CI", (number(match.group(1)), int(match.group(2)), number(match.group(3))),
          (seed_count * per_seed, seed_count, per_seed))
stress = open("Sources/pagecontrol-stress/main.swift", encoding="utf-8").read()
default = number(re.search(r"var steps = ([\d_]+)", stress).group(1))
match = stated(r"([\d,]+) with the stress tool", "the stress tool's steps")
if match:
    check("steps of the stress tool", number(match.group(1)), default)

# The fuzzers' seed inputs.
count = subprocess.run([sys.executable, "Scripts/fuzz/seeds.py", "count"], capture_output=True, text=True, check=True)
total = int(count.stdout.split()[-1])
match = stated(r"replays the ([\d,]+) seed inputs", "the number of seed inputs")
if match:
    check("seed inputs", number(match.group(1)), total)

# The web module's budget.
web = open("Scripts/build-web.sh", encoding="utf-8").read()
limits = re.search(r'"\$final" -gt (\d+) \] \|\| \[ "\$gz" -gt (\d+) \]', web)
match = stated(r"under (\d+) KiB \((\d+) KiB gzipped", "the web module's budget")
if match:
    check("web budget", (int(match.group(1)), int(match.group(2))),
          (int(limits.group(1)) // 1024, int(limits.group(2)) // 1024))
page_limit = re.search(r'"\$page" -gt (\d+) \]', web)
match = stated(r"a page downloads at most ([\d,]+) bytes gzipped", "what a page downloads at most")
if match:
    check("what a page downloads", number(match.group(1)), int(page_limit.group(1)))

# The languages: every "N languages" README states is the number the CLI lists for a language it lacks.
warning = subprocess.run([cli, "render", "--language", "xx", "--format", "ansi"], capture_output=True, text=True,
                         env=dict(os.environ, NO_COLOR="1")).stderr
languages = len(warning.split("Languages: ", 1)[1].strip().split(", ")) if "Languages: " in warning else None
stated_languages = re.findall(r"(\d+) languages", readme)
if not stated_languages:
    failures.append("the number of languages: README no longer states it (drop this check if that is intended)")
for count in stated_languages:
    check("languages", int(count), languages)

for failure in failures:
    print(f"readme-figures: {failure}")
if failures:
    sys.exit(1)
print(f"readme-figures: {checked} README figures match the code")
EOF
