#!/bin/sh
# Makes the schema version 8 ledgers FewerPagesMigrationTests opens, with the release kiosk of main at 3e248c6
# (the last schema version 8 kiosk): ./make-version-8.sh PATH/TO/kiosk
set -eu
kiosk=$1
here=$(cd "$(dirname "$0")" && pwd)
make() {
    state="$here/$1"
    rm -rf "$state"
    sandbox() { "$kiosk" sandbox "$@" --state "$state" > /dev/null; }
    sandbox buy demo.coins.100 --finish
    sandbox buy demo.coins.600 --quantity 3
    sandbox buy demo.lifetime --finish
    sandbox buy demo.pass.season
    sandbox buy demo.plus.standard.monthly --finish
    sandbox cancel-renewal demo.plus.standard.monthly
    sandbox advance P40D
    sandbox refund 3
    sandbox set notifications-url http://127.0.0.1:9/notifications
    sandbox buy demo.coins.100
    sandbox set notifications-url off
    sandbox set ask-to-buy on
    sandbox buy demo.family.lifetime
    sandbox set ask-to-buy off
}
make version-8
make version-8-reset
"$kiosk" sandbox reset --state "$here/version-8-reset" > /dev/null
