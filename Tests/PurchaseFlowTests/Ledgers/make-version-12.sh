#!/bin/sh
# Makes the schema version 12 ledger UnfinishedTransactionsMigrationTests opens, with a kiosk of main at
# a6fbd95 (the last schema version 12 kiosk): ./make-version-12.sh PATH/TO/kiosk
# Finished and unfinished purchases, renewals (unfinished; the subscription then expires, so nothing renews when a test
# opens it), a refund of an unfinished one, a deleted one, requests
# approved, declined and waiting; the log is then checkpointed into ledger.sqlite and removed, as sqlite3 leaves it.
set -eu
kiosk=$1
here=$(cd "$(dirname "$0")" && pwd)
state="$here/version-12"
rm -rf "$state"
sandbox() { "$kiosk" sandbox "$@" --state "$state" > /dev/null; }
sandbox set time-rate real
sandbox buy demo.coins.100 --finish
sandbox buy demo.coins.600 --quantity 3
sandbox buy demo.lifetime --finish
sandbox buy demo.pass.season
sandbox buy demo.plus.standard.monthly --finish
sandbox advance P65D
sandbox cancel-renewal demo.plus.standard.monthly
sandbox advance P40D
sandbox buy demo.coins.100
sandbox refund 2
sandbox buy demo.coins.100
sandbox delete 9
sandbox set ask-to-buy on
sandbox buy demo.family.lifetime
sandbox buy demo.coins.600
sandbox buy demo.coins.100
sandbox set ask-to-buy off
sandbox approve 10
sandbox decline 11
sandbox finish 4
rm -f "$state/customers.sqlite" "$state/customers.sqlite-wal" "$state/customers.sqlite-shm"
sqlite3 "$state/ledger.sqlite" "PRAGMA wal_checkpoint(TRUNCATE);" > /dev/null
rm -f "$state/ledger.sqlite-wal" "$state/ledger.sqlite-shm"
