#!/usr/bin/env bash
# Measures how far `verify` runs go past their time limits: each task alone with --timeout T (wall
# time of the whole process against T + max(5 %, 1 s)), one program with three hard harnesses
# (--entry 'proof_*': at most 3 × (T + slack)) and a --budget run; optionally under load.
#
# Usage: scripts/measureLimits.sh [--timeout T] [--tasks FILE] [--count N] [--load] [--cli dist/cli.js]
#   --tasks FILE  a tasks.tsv (id, input, category, unreach_call, no_overflow, data_model; inputs
#                 relative to the file's folder). Default: the SV-COMP dev corpus' loop tasks expected
#                 true (the hard ones, which mostly run to the timeout), N of them evenly spread.
#   --load        runs two `sha256sum /dev/zero` meanwhile (ended at the end).
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
T=20
COUNT=20
TASKS="$here/../shared/benchmarks/svcomp/tasks.tsv"
LOAD=0
CLI="$here/dist/cli.js"
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) T="$2"; shift 2 ;;
    --tasks) TASKS="$2"; shift 2 ;;
    --count) COUNT="$2"; shift 2 ;;
    --load) LOAD=1; shift ;;
    --cli) CLI="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

work="$(mktemp -d)"
loaders=()
cleanup() {
  for p in "${loaders[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
if [ "$LOAD" = 1 ]; then
  for _ in 1 2; do
    sha256sum /dev/zero >/dev/null &
    loaders+=("$!")
  done
fi

# slack(limit) = max(0.05 * limit, 1)
slack() { awk -v l="$1" 'BEGIN { s = 0.05 * l; if (s < 1) s = 1; print s }'; }
now() { date +%s.%N; }
fails=0
worst=-1e9

# run NAME LIMIT ALLOWED ARGS...: runs the CLI, prints one row (pass: wall <= ALLOWED), keeps the worst overshoot
run() {
  local name="$1" limit="$2" allowed="$3"
  shift 3
  local t0 t1 wall over verdict reasons ok
  t0=$(now)
  node "$CLI" verify "$@" --format json --output "$work/out.json" >/dev/null 2>"$work/err" || true
  t1=$(now)
  wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
  over=$(awk -v w="$wall" -v l="$limit" 'BEGIN { printf "%.2f", w - l }')
  verdict=$(node -e 'try{const j=require(process.argv[1]);const r=[...new Set(j.properties.map(p=>p.reason).filter(Boolean).map(s=>s.slice(0,40)))];console.log(j.verdict+"\t"+r.join("; "))}catch{console.log("error\t")}' "$work/out.json")
  ok=$(awk -v w="$wall" -v a="$allowed" 'BEGIN { print (w <= a) ? "pass" : "FAIL" }')
  [ "$ok" = pass ] || fails=$((fails + 1))
  worst=$(awk -v a="$worst" -v b="$over" 'BEGIN { print (b > a) ? b : a }')
  printf '%-40s %6s %7s %7s %7s  %-4s  %s\n' "$name" "$limit" "$allowed" "$wall" "$over" "$ok" "$verdict"
  rm -f "$work/out.json"
}

printf 'timeout %s s, load %s, cli %s\n' "$T" "$([ "$LOAD" = 1 ] && echo 'two sha256sum' || echo none)" "$CLI"
printf '%-40s %6s %7s %7s %7s  %-4s  %s\n' task limit allowed wall over ok 'verdict / reasons'

base="$(cd "$(dirname "$TASKS")" && pwd)"
# default selection: loop categories, expected true, sorted by id, COUNT of them evenly spread
mapfile -t rows < <(awk -F'\t' 'NR > 1 && $3 ~ /^loop/ && $4 == "true" { print $1 "\t" $2 "\t" $6 }' "$TASKS" | sort)
n=${#rows[@]}
for ((i = 0; i < COUNT && i < n; i++)); do
  IFS=$'\t' read -r id input dm <<<"${rows[$((i * n / COUNT))]}"
  run "$id" "$T" "$(awk -v t="$T" -v s="$(slack "$T")" 'BEGIN { print t + s }')" "$base/$input" --timeout "$T" --data-model "$dm"
done

# three harnesses in one program, each hard (nonlinear invariants): each gets its own T
cat >"$work/harnesses.c" <<'EOF'
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
void proof_sum(void) {
  unsigned n = __VERIFIER_nondet_uint(), i = 0, s = 0;
  while (i < n) { i++; s += i; }
  if (2 * s != i * (i + 1)) reach_error();
}
void proof_squares(void) {
  unsigned n = __VERIFIER_nondet_uint(), i = 0, s = 0;
  while (i < n) { s += 2 * i + 1; i++; }
  if (s != i * i) reach_error();
}
void proof_cubes(void) {
  unsigned n = __VERIFIER_nondet_uint(), i = 0, s = 0;
  while (i < n) { i++; s += i * i * i; }
  if (4 * s != i * i * (i + 1) * (i + 1)) reach_error();
}
EOF
three=$(awk -v t="$T" -v s="$(slack "$T")" 'BEGIN { print 3 * (t + s) }')
run "harnesses: --entry 'proof_*' (3 x T)" "$(awk -v t="$T" 'BEGIN { print 3 * t }')" "$three" "$work/harnesses.c" --entry 'proof_*' --timeout "$T"
budget=$(awk -v t="$T" 'BEGIN { print 1.5 * t }')
allowed=$(awk -v b="$budget" -v s="$(slack "$budget")" 'BEGIN { print b + s }')
run "harnesses: --budget 1.5 T" "$budget" "$allowed" "$work/harnesses.c" --entry 'proof_*' --timeout "$T" --budget "$budget"

echo "max(wall - limit) = $worst s; allowed: max(5 %, 1 s) of the limit (per harness); $fails failed"
[ "$fails" = 0 ]
