#!/usr/bin/env bash
# Releases of the borrower web on a host (docs/deploy.md, step 5). A tab keeps asking for the chunks
# of the build it opened on (lazy routes, dialogs, the app on a company-site tap) long after a deploy,
# in either direction: after a roll forward and after a rollback. So every release's assets/ is a link
# to one shared folder, $KAAGAPAY_ROOT/assets, that holds the hashed files of every kept release
# (their names are their content's hash: two builds never write different bytes under one name).
# Whichever release is current, nginx serves every kept release's chunks, with no change to the site.
#
#   $KAAGAPAY_ROOT/                   default /srv/kaagapay
#     releases/<version>/             a build as `npm run build` wrote dist/; assets -> ../../assets
#     releases/<version>/nginx/assets.list   the files of assets/ that build has (what prune keeps)
#     releases/<version>/nginx/retired       when it stopped being current (seconds since 1970): prune --days
#     assets/                         the shared store
#     current, previous               links to releases/<version>; rollback swaps them
#     installed                       the versions in the order they were installed, oldest first
set -euo pipefail

root=${KAAGAPAY_ROOT:-/srv/kaagapay}
releases=$root/releases
store=$root/assets
order=$root/installed
me=${0##*/}
# The time the script takes as now, in seconds since 1970 (the clock's; a test sets it).
now=${KAAGAPAY_NOW:-$(date +%s)}
locked=''
partial=''

# A refusal or a failure half way leaves no lock and no half-copied release behind.
on_exit() {
  if [ -n "$partial" ]; then rm -rf -- "$partial"; fi
  if [ -n "$locked" ]; then rmdir "$root/.lock"; fi
}
trap on_exit EXIT

die() {
  printf '%s: %s\n' "$me" "$*" >&2
  exit 1
}

usage() {
  cat <<EOF
usage: $me install <dist-dir>   copy a build into releases/<its version>, add its assets to the store
       $me switch <version>     serve that release (then: nginx -t && systemctl reload nginx)
       $me rollback             serve the previous release again (a second rollback undoes it)
       $me prune --keep <n>     keep the <n> newest releases (and always current and previous)
       $me prune --days <d>     keep every release that stopped being current less than <d> days ago
                               (tabs opened on it may still ask for its files); both may be given
       $me list                 the releases, oldest first
root: \$KAAGAPAY_ROOT (now $root)
EOF
}

# A version names a folder: no slash, no leading dot, nothing a shell or nginx would read otherwise.
check_version() {
  case $1 in
    '' | .* | *[!A-Za-z0-9._+-]*) die "'$1' is not a usable version (letters, digits and . _ + - only); name the build: KAAGAPAY_BUILD_VERSION=2026.11.25-1 npm run build" ;;
  esac
}

# The release a link (current, previous) points at, or nothing. Links made by hand before this
# script (docs/deploy.md's old steps) were absolute; both forms name releases/<version>.
linked() {
  local target
  target=$(readlink "$root/$1" 2>/dev/null) || return 0
  printf '%s\n' "${target##*/}"
}

# An atomic swap: a reader (nginx) sees the old link or the new one, never none.
point() {
  ln -sfn "releases/$2" "$root/.$1.new"
  mv -T "$root/.$1.new" "$root/$1"
}

manifest() { printf '%s\n' "$releases/$1/nginx/assets.list"; }

# The files under a folder, one relative path a line, in one order for comm.
files_under() { (cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort); }

installed_versions() { if [ -f "$order" ]; then cat "$order"; fi; }

write_order() {
  cat >"$order.new"
  mv -f "$order.new" "$order"
}

# One release.sh at a time: two installs or a prune during a switch would race on the links and the store.
lock() {
  [ -d "$root" ] || die "$root does not exist: set KAAGAPAY_ROOT to the releases' root, or install a build first ($me install dist)"
  mkdir "$root/.lock" 2>/dev/null || die "another $me is running ($root/.lock exists); wait for it, or remove that folder if none is"
  locked=1
}

# Adds a release's assets to the store and makes its assets/ the link to it. A name already in the
# store with other bytes means the file is not named by its hash: refuse rather than serve one build
# another's file.
share_assets() {
  local dir=$1 name
  mkdir -p "$store" "$dir/nginx"
  files_under "$dir/assets" >"$dir/nginx/assets.list"
  while IFS= read -r name; do
    if [ -e "$store/$name" ] && ! cmp -s "$dir/assets/$name" "$store/$name"; then
      die "assets/$name differs from the file of that name in $store: asset names must be content hashes; was the build or the store edited by hand?"
    fi
  done <"$dir/nginx/assets.list"
  cp -an "$dir/assets/." "$store/"
}

# Releases made by docs/deploy.md's old steps (a real assets/ folder, no assets.list) are taken in as
# the oldest: their assets join the store, which then serves them through a link like any release.
adopt_old_releases() {
  local dir version adopted=''
  for dir in "$releases"/*/; do
    [ -d "$dir" ] || continue
    dir=${dir%/}
    version=${dir##*/}
    [ -f "$(manifest "$version")" ] && continue
    [ -d "$dir/assets" ] && [ ! -L "$dir/assets" ] || die "$dir: neither installed by $me (no nginx/assets.list) nor a build with assets/; move it out of $releases"
    share_assets "$dir"
    # The store now holds every file of the old folder, so the few moments between the two moves
    # are the only ones its own copy is not there.
    ln -s ../../assets "$dir/.assets.new"
    mv "$dir/assets" "$dir/.assets.old"
    mv -T "$dir/.assets.new" "$dir/assets"
    rm -rf -- "$dir/.assets.old"
    grep -qxF -- "$version" "$order" 2>/dev/null || adopted="$adopted$version"$'\n'
    echo "took in $version, made before $me: its assets are in $store now"
  done
  if [ -n "$adopted" ]; then { printf '%s' "$adopted"; installed_versions; } | write_order; fi
}

cmd_install() {
  [ $# -eq 1 ] || die "install takes the build's folder: $me install dist"
  local dist=${1%/} version
  [ -f "$dist/version.json" ] || die "$dist/version.json is missing: $dist is not a build (npm run build writes dist/)"
  [ -d "$dist/assets" ] && [ -f "$dist/nginx/site.conf" ] || die "$dist has no assets/ or nginx/site.conf: not a whole build; build again (npm run build)"
  version=$(sed -n 's/.*"version"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$dist/version.json" | head -n 1)
  check_version "$version"
  [ ! -e "$releases/$version" ] || die "release $version is installed already ($releases/$version); to serve it: $me switch $version. A new build needs a new version: KAAGAPAY_BUILD_VERSION=… npm run build"
  mkdir -p "$releases" "$store"
  lock
  adopt_old_releases
  # Copied under a hidden name and moved in whole: a release is there entirely or not at all.
  partial=$releases/.$version.partial
  rm -rf -- "$partial"
  mkdir "$partial"
  cp -a "$dist/." "$partial/"
  share_assets "$partial"
  rm -rf -- "$partial/assets"
  ln -s ../../assets "$partial/assets"
  mv -T "$partial" "$releases/$version"
  partial=''
  { installed_versions; echo "$version"; } | write_order
  echo "installed $version in $releases/$version ($(wc -l <"$(manifest "$version")") asset files); serve it: $me switch $version"
}

switch_to() {
  local version=$1 was
  check_version "$version"
  [ -d "$releases/$version" ] || die "no release $version in $releases (installed: $(installed_versions | tr '\n' ' ')); install it first: $me install <dist-dir>"
  was=$(linked current)
  if [ "$was" = "$version" ]; then
    echo "$version is current already"
    return
  fi
  # previous first: should the second swap not happen, both name the release still served.
  if [ -n "$was" ]; then point previous "$was"; fi
  point current "$version"
  # When each stopped being served: open tabs of it may ask for its files for a while (prune --days).
  rm -f -- "$releases/$version/nginx/retired"
  if [ -n "$was" ] && [ -d "$releases/$was/nginx" ]; then printf '%s\n' "$now" >"$releases/$was/nginx/retired"; fi
  echo "current: $version (previous: ${was:-none}); now load its site: nginx -t && systemctl reload nginx"
}

cmd_switch() {
  [ $# -eq 1 ] || die "switch takes a version: $me switch <version> ($me list shows them)"
  lock
  adopt_old_releases
  switch_to "$1"
}

cmd_rollback() {
  [ $# -eq 0 ] || die "rollback takes nothing: it serves the previous release"
  lock
  adopt_old_releases
  local previous
  previous=$(linked previous)
  [ -n "$previous" ] || die "no previous release: nothing was switched from yet ($me list); serve another with: $me switch <version>"
  [ -d "$releases/$previous" ] || die "previous is $previous, but $releases/$previous is gone; serve another with: $me switch <version>"
  switch_to "$previous"
}

# Seconds since a release stopped being current; one never current counts from its install.
retired_for() {
  local mark=$releases/$1/nginx/retired since
  if [ -f "$mark" ]; then since=$(cat "$mark"); else since=$(stat -c %Y "$(manifest "$1")" 2>/dev/null || echo 0); fi
  case $since in '' | *[!0-9]*) since=0 ;; esac
  echo $((now - since))
}

cmd_prune() {
  local keep='' days='' current previous version dir name kept unused removed=0
  while [ $# -gt 0 ]; do
    case $1 in
      --keep) [ $# -ge 2 ] || die "--keep takes a number: $me prune --keep 5"; keep=$2; shift 2 ;;
      --days) [ $# -ge 2 ] || die "--days takes a number: $me prune --days 7"; days=$2; shift 2 ;;
      *) die "prune takes --keep <n> and --days <d>, not '$1': $me prune --days 7" ;;
    esac
  done
  [ -n "$keep$days" ] || die "prune needs what to keep: the newest releases ($me prune --keep 5), those current in the last days ($me prune --days 7), or both"
  if [ -n "$keep" ]; then case $keep in *[!0-9]* | 0) die "--keep takes a whole number from 1: how many of the newest releases to keep" ;; esac; fi
  if [ -n "$days" ]; then case $days in *[!0-9]*) die "--days takes a whole number of days: how long after a release stops being current its files stay served" ;; esac; fi
  lock
  adopt_old_releases
  current=$(linked current)
  previous=$(linked previous)
  kept=''
  if [ -n "$keep" ]; then kept=$(installed_versions | tail -n "$keep"); fi
  if [ -n "$days" ]; then
    while IFS= read -r version; do
      if [ -d "$releases/$version" ] && [ "$(retired_for "$version")" -lt $((days * 86400)) ]; then kept=$(printf '%s\n%s' "$kept" "$version"); fi
    done < <(installed_versions)
  fi
  # Only folders directly in releases/, named one by one: never releases/ itself, never the live pair.
  for dir in "$releases"/*/ "$releases"/.*.partial/; do
    [ -d "$dir" ] || continue
    dir=${dir%/}
    version=${dir##*/}
    case $version in . | ..) continue ;; esac
    if [ "$version" = "$current" ] || [ "$version" = "$previous" ] || printf '%s\n' "$kept" | grep -qxF -- "$version"; then continue; fi
    rm -rf -- "${releases:?}/$version"
    echo "removed release $version"
  done
  installed_versions | while IFS= read -r version; do
    if [ -d "$releases/$version" ]; then echo "$version"; fi
  done | write_order
  # The store keeps what any remaining release lists; a release without its list would lose its files.
  kept=$root/.kept-assets
  : >"$kept"
  for dir in "$releases"/*/; do
    [ -d "$dir" ] || continue
    version=${dir%/}
    version=${version##*/}
    [ -f "$(manifest "$version")" ] || die "$releases/$version has no nginx/assets.list; no asset was removed. Remove that release or install its build again"
    cat "$(manifest "$version")" >>"$kept"
  done
  LC_ALL=C sort -u -o "$kept" "$kept"
  unused=$(files_under "$store" | LC_ALL=C comm -23 - "$kept")
  rm -f -- "$kept"
  if [ -n "$unused" ]; then
    while IFS= read -r name; do
      rm -f -- "${store:?}/$name"
      removed=$((removed + 1))
    done <<<"$unused"
    find "$store" -mindepth 1 -depth -type d -empty -exec rmdir {} +
  fi
  echo "kept $(installed_versions | wc -l) releases (current ${current:-none}, previous ${previous:-none}); removed $removed asset files no kept release uses"
}

cmd_list() {
  [ $# -eq 0 ] || die "list takes nothing"
  local current previous version
  current=$(linked current)
  previous=$(linked previous)
  [ -s "$order" ] || echo "no release installed in $root (KAAGAPAY_ROOT); install one: $me install dist"
  installed_versions | while IFS= read -r version; do
    case $version in
      "$current") echo "$version  current" ;;
      "$previous") echo "$version  previous" ;;
      *) echo "$version" ;;
    esac
  done
}

[ $# -ge 1 ] || {
  usage >&2
  exit 2
}
command=$1
shift
case $command in
  install) cmd_install "$@" ;;
  switch) cmd_switch "$@" ;;
  rollback) cmd_rollback "$@" ;;
  prune) cmd_prune "$@" ;;
  list) cmd_list "$@" ;;
  -h | --help | help) usage ;;
  *)
    printf '%s: no command %s\n' "$me" "$command" >&2
    usage >&2
    exit 2
    ;;
esac
