# Sourced by the CI scripts: `apt_install WHO PACKAGE...` installs the Debian packages that are missing (as
# root, quietly), saying which; it does nothing when all are there. When another apt or dpkg holds its lock
# (an unattended upgrade, a second job on the machine), it waits up to ten minutes for it instead of failing.
apt_install() {
  local who="$1"
  shift
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "$who: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  local wait=(-o DPkg::Lock::Timeout=600)
  local attempt
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    # `apt-get update` takes the lists' lock, which the timeout above does not cover: retry while it is held.
    if apt-get "${wait[@]}" update -qq >/dev/null 2>&1; then break; fi
    [ "$attempt" -eq 10 ] && { echo "$who: apt-get update failed" >&2; return 1; }
    sleep 30
  done
  apt-get "${wait[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
