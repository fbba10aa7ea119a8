#!/bin/sh
# No init system runs in a container: packages must not try to start their services at install.
exit 101
