"""Conformance of `kiosk serve` and kiosk's signed data with Apple's App Store Server Library.

Drives the sandbox ledger with `kiosk sandbox` (purchases, renewals, a plan change, a refund), serves it with
`kiosk serve` on a free loopback port behind an App Store Connect API key made here, and with Apple's own
library (AppStoreServerAPIClient pointed at the local server, SignedDataVerifier trusting kiosk's root,
environment Sandbox, online checks off) verifies and decodes every transaction, renewal info, status and
history page, checking the decoded values against the ledger (`kiosk sandbox list --json`). Then the same
library in its Xcode mode decodes the default mode's data.

Usage: python app_store_server_library.py PATH/TO/kiosk
"""

import datetime
import json
import shutil
import subprocess
import sys
import tempfile
import time

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from appstoreserverlibrary.api_client import APIException, AppStoreServerAPIClient, GetTransactionHistoryVersion
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.ExtendReasonCode import ExtendReasonCode
from appstoreserverlibrary.models.ExtendRenewalDateRequest import ExtendRenewalDateRequest
from appstoreserverlibrary.models.TransactionHistoryRequest import Order, ProductType, TransactionHistoryRequest
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException

BUNDLE_ID = "dev.kiosk.sandbox"
KEY_ID = "KIOSKCONF1"
MONTHLY = "demo.plus.standard.monthly"
PREMIUM = "demo.plus.premium.monthly"
checks = 0


def check(condition, message):
    """Fails the run with a message unless the condition holds."""
    global checks
    checks += 1
    if not condition:
        raise SystemExit(f"conformance: FAILED: {message}")


class Kiosk:
    """The kiosk binary on one state directory."""

    def __init__(self, binary, state):
        self.binary, self.state = binary, state

    def sandbox(self, *words, binary_output=False):
        result = subprocess.run([self.binary, "sandbox", "--state", self.state, *words], capture_output=True, check=False)
        check(result.returncode == 0, f"kiosk sandbox {' '.join(words)} exited {result.returncode}: {result.stderr.decode()}")
        return result.stdout if binary_output else result.stdout.decode()

    def ledger(self):
        """The ledger's completed transactions by id, as `kiosk sandbox list --json` prints them."""
        rows = json.loads(self.sandbox("list", "--json"))
        return {str(row["id"]): row for row in rows if row["status"] == "completed"}


def millis(iso):
    return int(datetime.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc).timestamp() * 1000)


def same_second(ms, iso):
    """Whether a payload's milliseconds fall in the second the ledger's ISO date names."""
    return iso is not None and ms is not None and millis(iso) <= ms < millis(iso) + 1000


def check_transaction(decoded, ledger, where):
    row = ledger.get(decoded.transactionId)
    check(row is not None, f"{where}: transaction {decoded.transactionId} is not in the ledger")
    check(decoded.productId == row["productID"], f"{where}: product {decoded.productId} != {row['productID']}")
    check(decoded.originalTransactionId == str(row["originalID"]), f"{where}: original id of {decoded.transactionId}")
    check(same_second(decoded.purchaseDate, row["purchaseDate"]), f"{where}: purchase date of {decoded.transactionId}")
    if row.get("expirationDate"):
        check(same_second(decoded.expiresDate, row["expirationDate"]), f"{where}: expiration of {decoded.transactionId}")
    check((decoded.revocationDate is not None) == ("revocationDate" in row), f"{where}: revocation of {decoded.transactionId}")
    check(decoded.bundleId == BUNDLE_ID and decoded.quantity == row["quantity"], f"{where}: bundle id or quantity")
    check(decoded.rawInAppOwnershipType == row["ownership"], f"{where}: ownership of {decoded.transactionId}")


def start_server(kiosk):
    server = subprocess.Popen([kiosk.binary, "serve", "--state", kiosk.state, "--port", "0", "--api-key", f"{KEY_ID}={kiosk.state}/AuthKey.p8"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    check("http://127.0.0.1:" in line, f"kiosk serve did not start: {line}{server.stderr.read() if server.poll() is not None else ''}")
    port = int(line.split("http://127.0.0.1:")[1].split(" ")[0])
    return server, f"http://127.0.0.1:{port}"


def client(signing_key, base_url):
    api = AppStoreServerAPIClient(signing_key, KEY_ID, "kiosk-conformance-issuer", BUNDLE_ID, Environment.SANDBOX)
    api._base_url = base_url  # the library's base address, pointed at the local server
    return api


def full_history(api, any_id, request):
    """Every page of Get Transaction History v2, following revision while hasMore."""
    signed, revision, pages = [], None, 0
    while True:
        page = api.get_transaction_history(any_id, revision, request, GetTransactionHistoryVersion.V2)
        check(page.bundleId == BUNDLE_ID, "history bundle id")
        signed += page.signedTransactions
        revision, pages = page.revision, pages + 1
        if not page.hasMore:
            return signed, pages


def main(binary):
    state = tempfile.mkdtemp(prefix="kiosk-conformance-")
    kiosk = Kiosk(binary, state)
    private_key = ec.generate_private_key(ec.SECP256R1())
    signing_key = private_key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    with open(f"{state}/AuthKey.p8", "wb") as file:
        file.write(signing_key)

    # The ledger: a subscription that renews, an upgrade, consumables past one page of history, a refund.
    kiosk.sandbox("set", "environment", "Sandbox")
    kiosk.sandbox("buy", MONTHLY)
    kiosk.sandbox("advance", "12m")  # two renewals at the demo catalog's time rate (a month in 5 minutes)
    kiosk.sandbox("change", PREMIUM)
    for _ in range(22):
        kiosk.sandbox("buy", "demo.coins.100", "--finish")
    kiosk.sandbox("buy", "demo.lifetime")
    ledger = kiosk.ledger()
    lifetime = max((row for row in ledger.values() if row["productID"] == "demo.lifetime"), key=lambda row: row["id"])
    kiosk.sandbox("refund", str(lifetime["id"]))
    ledger = kiosk.ledger()
    check(len(ledger) > 25, f"the ledger holds more than one page ({len(ledger)} transactions)")
    root = kiosk.sandbox("root-certificate", "--der", binary_output=True)

    verifier = SignedDataVerifier([root], False, Environment.SANDBOX, BUNDLE_ID)
    server, base_url = start_server(kiosk)
    try:
        api = client(signing_key, base_url)
        any_id = min(ledger, key=int)

        # Get Transaction Info: every ledger transaction.
        for transaction_id in ledger:
            decoded = verifier.verify_and_decode_signed_transaction(api.get_transaction_info(transaction_id).signedTransactionInfo)
            check(decoded.rawEnvironment == "Sandbox", "environment Sandbox")
            check_transaction(decoded, ledger, "transaction info")

        # Get Transaction History v2: every page, both orders, and a filter.
        signed, pages = full_history(api, any_id, TransactionHistoryRequest())
        decoded = [verifier.verify_and_decode_signed_transaction(jws) for jws in signed]
        for transaction in decoded:
            check_transaction(transaction, ledger, "history")
        check(sorted(t.transactionId for t in decoded) == sorted(ledger), "history returns every ledger transaction once")
        check(pages == (len(ledger) + 19) // 20, f"history pages of 20: {pages}")
        newest, _ = full_history(api, any_id, TransactionHistoryRequest(sort=Order.DESCENDING))
        check([verifier.verify_and_decode_signed_transaction(jws).transactionId for jws in newest]
              == [t.transactionId for t in reversed(decoded)], "descending history is the ascending one reversed")
        subscriptions, _ = full_history(api, any_id, TransactionHistoryRequest(productTypes=[ProductType.AUTO_RENEWABLE]))
        check(sorted(verifier.verify_and_decode_signed_transaction(jws).transactionId for jws in subscriptions)
              == sorted(i for i, row in ledger.items() if row["productType"] == "Auto-Renewable Subscription"), "productType filter")

        # Get All Subscription Statuses: signed transaction and renewal info of every subscription.
        statuses = api.get_all_subscription_statuses(any_id)
        check(statuses.rawEnvironment == "Sandbox" and statuses.bundleId == BUNDLE_ID, "statuses environment and bundle id")
        groups = {group.subscriptionGroupIdentifier: group for group in statuses.data}
        check("KPLUS" in groups, f"statuses list the KPLUS group: {list(groups)}")
        for group in statuses.data:
            for item in group.lastTransactions:
                transaction = verifier.verify_and_decode_signed_transaction(item.signedTransactionInfo)
                renewal = verifier.verify_and_decode_renewal_info(item.signedRenewalInfo)
                check_transaction(transaction, ledger, "status")
                check(renewal.originalTransactionId == item.originalTransactionId == transaction.originalTransactionId, "renewal info original id")
                check(renewal.productId == transaction.productId, "renewal info product")
                check(renewal.rawEnvironment == "Sandbox", "renewal info environment")
                if item.rawStatus == 1:
                    check(renewal.rawAutoRenewStatus == 1 and renewal.renewalDate == transaction.expiresDate, "an active subscription renews at its expiry")
        active = [item for item in groups["KPLUS"].lastTransactions if item.rawStatus == 1]
        check(len(active) == 1 and verifier.verify_and_decode_signed_transaction(active[0].signedTransactionInfo).productId == PREMIUM,
              "the upgrade is the active KPLUS subscription")

        # Get Refund History: the refunded purchase.
        refunds = api.get_refund_history(any_id, None)
        refunded = [verifier.verify_and_decode_signed_transaction(jws) for jws in refunds.signedTransactions]
        check([t.transactionId for t in refunded] == [str(lifetime["id"])] and refunded[0].revocationDate is not None, "refund history")

        # Extend a Subscription Renewal Date, read back from the ledger.
        original = active[0].originalTransactionId
        extended = api.extend_subscription_renewal_date(original, ExtendRenewalDateRequest(extendByDays=7, extendReasonCode=ExtendReasonCode.UNDECLARED, requestIdentifier="conformance-1"))
        ledger = kiosk.ledger()
        check(extended.success and extended.originalTransactionId == original, "extend answered success")
        latest = max((row for row in ledger.values() if str(row["originalID"]) == original), key=lambda row: row["id"])
        check(same_second(extended.effectiveDate, latest["expirationDate"]), "the extended renewal date is the ledger's expiration")

        # Errors as Apple answers them.
        try:
            api.get_transaction_info("999999")
            check(False, "an unknown transaction is refused")
        except APIException as error:
            check(error.http_status_code == 404 and error.raw_api_error == 4040010, f"unknown transaction: {error.http_status_code} {error.raw_api_error}")
        stranger = ec.generate_private_key(ec.SECP256R1()).private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
        try:
            client(stranger, base_url).get_transaction_info(any_id)
            check(False, "a token signed by another key is refused")
        except APIException as error:
            check(error.http_status_code == 401, f"wrong key: {error.http_status_code}")

        # A verifier trusting only another root (another state directory's) rejects kiosk's data.
        other_state = tempfile.mkdtemp(prefix="kiosk-conformance-other-")
        other_root = Kiosk(binary, other_state).sandbox("root-certificate", "--der", binary_output=True)
        shutil.rmtree(other_state, ignore_errors=True)
        other = SignedDataVerifier([other_root], False, Environment.SANDBOX, BUNDLE_ID)
        try:
            other.verify_and_decode_signed_transaction(api.get_transaction_info(any_id).signedTransactionInfo)
            check(False, "a verifier without kiosk's root rejects kiosk's data")
        except VerificationException:
            check(True, "")

        # The default Xcode mode: the library's Xcode verifier decodes what kiosk signs and serves.
        kiosk.sandbox("set", "environment", "Xcode")
        kiosk.sandbox("buy", "demo.coins.600")
        ledger = kiosk.ledger()
        xcode = SignedDataVerifier([root], False, Environment.XCODE, BUNDLE_ID)
        newest_id = max(ledger, key=int)
        decoded = xcode.verify_and_decode_signed_transaction(api.get_transaction_info(newest_id).signedTransactionInfo)
        check(decoded.rawEnvironment == "Xcode" and decoded.productId == "demo.coins.600", "Xcode mode decodes")
        check_transaction(decoded, ledger, "xcode transaction info")
        for item in api.get_all_subscription_statuses(any_id).data[0].lastTransactions:
            xcode.verify_and_decode_renewal_info(item.signedRenewalInfo)
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(state, ignore_errors=True)
    print(f"conformance: {checks} checks passed against app-store-server-library ({len(ledger)} transactions, {pages} history pages).")


if __name__ == "__main__":
    main(sys.argv[1])
