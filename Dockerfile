# The goldens' rendering stack in an image, for CI: Debian 12 (bookworm) with Swift 6.3.1 from the
# official `swift` image, plus every package of scripts/pinned-packages.txt at exactly its pinned
# version, installed by scripts/bootstrap, the same installer developers run.
#
#   docker build -t materialsnackbar-stack .
#   docker run --rm -v "$PWD":/package -w /package materialsnackbar-stack swift test --scratch-path /tmp/build
#
# In a package that depends on MaterialSnackbar, build it from the checkout SwiftPM made:
#   docker build -t materialsnackbar-stack .build/checkouts/MaterialSnackbar
#
# `--exact` makes the build fail, rather than install other versions, when apt no longer offers a
# pinned version: such an image would not have the goldens' stack.
FROM swift:6.3.1-bookworm

COPY scripts/bootstrap scripts/pinned-packages.txt /opt/materialsnackbar/scripts/
RUN /opt/materialsnackbar/scripts/bootstrap --exact \
  && rm -rf /var/lib/apt/lists/*
