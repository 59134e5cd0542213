# Sourced by the CI scripts: `apt_install WHO PACKAGE...` installs the Debian packages that are missing (as
# root, quietly), saying which; it does nothing when all are there.
apt_install() {
  local who="$1"
  shift
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "$who: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
