"""Conformance of `kiosk serve` and kiosk's signed data with Apple's App Store Server Library.

Drives the sandbox ledger with `kiosk sandbox` (purchases, renewals, a plan change, a refund), serves it with
`kiosk serve` on a free loopback port behind an App Store Connect API key made here, and with Apple's own
library (AppStoreServerAPIClient pointed at the local server, SignedDataVerifier trusting kiosk's root,
environment Sandbox, online checks off) verifies and decodes every transaction, renewal info, status and
history page, checking the decoded values against the ledger (`kiosk sandbox list --json`). A local receiver
(http.server on a free port) gets the App Store Server Notifications V2 of every event (the first post refused
once, so it is retried); the library's `verify_and_decode_notification` decodes each, checked against the
ledger and `kiosk sandbox notifications --json`; then Request a Test Notification, Get Test Notification Status
and Get Notification History through the library's client. Then the same library in its Xcode mode decodes the
default mode's data.

Usage: python app_store_server_library.py PATH/TO/kiosk
"""

import datetime
import http.server
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from appstoreserverlibrary.api_client import APIException, AppStoreServerAPIClient, GetTransactionHistoryVersion
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.ExtendReasonCode import ExtendReasonCode
from appstoreserverlibrary.models.ExtendRenewalDateRequest import ExtendRenewalDateRequest
from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest
from appstoreserverlibrary.models.NotificationTypeV2 import NotificationTypeV2
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

    def sandbox(self, *words, binary_output=False, status=0):
        result = subprocess.run([self.binary, "sandbox", "--state", self.state, *words], capture_output=True, check=False)
        check(result.returncode == status, f"kiosk sandbox {' '.join(words)} exited {result.returncode}: {result.stderr.decode()}")
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


class Receiver(http.server.ThreadingHTTPServer):
    """A notification receiver on a free loopback port: keeps every posted body; refuses the first post (500)."""

    def __init__(self):
        self.bodies, self.lock = [], threading.Lock()
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with receiver.lock:
                    receiver.bodies.append(body)
                    status = 500 if len(receiver.bodies) == 1 else 200
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *arguments):
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    def url(self):
        return f"http://127.0.0.1:{self.server_address[1]}/notifications"

    def payloads(self):
        with self.lock:
            return [body["signedPayload"] for body in self.bodies]


def wait_for(condition, message, seconds=20):
    """Waits (polling) until a condition holds; fails the run after `seconds`."""
    deadline = time.monotonic() + seconds
    while not condition():
        check(time.monotonic() < deadline, message)
        time.sleep(0.1)


def check_notifications(verifier, receiver, kiosk, ledger, sent_ledger):
    """Decodes every notification the receiver got with Apple's library and checks it against the ledger and the
    outbox; returns the decoded notifications by UUID (the last post of each). A payload is signed when it is first
    posted and kept for its retries, so each is checked against the ledger as it was then: `sent_ledger` (read
    right after `notifications send`) for all but the extension's, posted later by `kiosk serve`."""
    outbox = {row["notificationUUID"]: row for row in json.loads(kiosk.sandbox("notifications", "--json"))}
    decoded = {}
    for payload in receiver.payloads():
        notification = verifier.verify_and_decode_notification(payload)
        row = outbox.get(notification.notificationUUID)
        check(row is not None, f"notification {notification.notificationUUID} is in the outbox")
        check(notification.rawNotificationType == row["notificationType"] and notification.rawSubtype == row.get("subtype"),
              f"type and subtype of {notification.notificationUUID}: {notification.rawNotificationType} {notification.rawSubtype}")
        check(notification.version == "2.0" and notification.data.bundleId == BUNDLE_ID, "version and bundle id")
        check(notification.data.rawEnvironment == "Sandbox" and notification.data.appAppleId is None, "sandbox payloads carry no appAppleId")
        if row["notificationType"] != "TEST":
            transaction = verifier.verify_and_decode_signed_transaction(notification.data.signedTransactionInfo)
            check(transaction.transactionId == row["transactionId"], f"the notification carries transaction {row['transactionId']}")
            then = ledger if row["notificationType"] == "RENEWAL_EXTENDED" else sent_ledger
            check_transaction(transaction, then, f"notification {row['notificationType']}")
            if transaction.rawType == "Auto-Renewable Subscription":
                renewal = verifier.verify_and_decode_renewal_info(notification.data.signedRenewalInfo)
                check(renewal.originalTransactionId == transaction.originalTransactionId and notification.data.rawStatus in (1, 2, 3, 4, 5),
                      "subscription notifications carry renewal info and a status")
        decoded[notification.notificationUUID] = notification
    return decoded


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
    receiver = Receiver()
    kiosk.sandbox("set", "notifications-url", receiver.url())
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
    sent = kiosk.sandbox("notifications", "send", status=69)
    check(f"{len(ledger)} of {len(ledger) + 1} notifications received; 1 will be retried." in sent, f"every event's notification is posted once: {sent}")
    check("retrying at" in sent, f"the refused first post waits for its retry: {sent}")
    sent_ledger = kiosk.ledger()
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
        latest_id = str(latest["id"])
        check(same_second(extended.effectiveDate, latest["expirationDate"]), "the extended renewal date is the ledger's expiration")

        # App Store Server Notifications: one per event (the refused one retried by kiosk serve), each decoded.
        wait_for(lambda: len(receiver.payloads()) >= len(ledger) + 3, "kiosk serve retries the refused notification and posts the extension's")
        ledger = kiosk.ledger()
        notifications = check_notifications(verifier, receiver, kiosk, ledger, sent_ledger)
        types = sorted(f"{n.rawNotificationType} {n.rawSubtype}" for n in notifications.values())
        renewals = sum(1 for row in ledger.values() if row["productID"] == MONTHLY) - 1
        expected = sorted(["SUBSCRIBED INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF UPGRADE", "REFUND None", "RENEWAL_EXTENDED None"]
                          + ["DID_RENEW None"] * renewals + ["ONE_TIME_CHARGE None"] * 23)
        check(types == expected, f"one notification per event: {types}")
        carried = {n.data and verifier.verify_and_decode_signed_transaction(n.data.signedTransactionInfo).transactionId for n in notifications.values()}
        check(set(ledger) <= carried, "every ledger transaction has its notification")
        first = verifier.verify_and_decode_notification(receiver.payloads()[0])
        check(receiver.payloads().count(receiver.payloads()[0]) == 2, "the refused notification is posted again, the same payload")

        # Extend again with the same request identifier: the same answer, nothing extended twice.
        again = api.extend_subscription_renewal_date(original, ExtendRenewalDateRequest(extendByDays=7, extendReasonCode=ExtendReasonCode.UNDECLARED, requestIdentifier="conformance-1"))
        check(again.effectiveDate == extended.effectiveDate and again.webOrderLineItemId == extended.webOrderLineItemId, "the same request extends once")
        check(kiosk.ledger()[latest_id]["expirationDate"] == latest["expirationDate"], "the ledger's expiration did not move again")

        # Request a Test Notification and Get Test Notification Status.
        token = api.request_test_notification().testNotificationToken
        wait_for(lambda: any(verifier.verify_and_decode_notification(p).notificationUUID == token for p in receiver.payloads()),
                 "the TEST notification reaches the receiver")
        status = api.get_test_notification_status(token)
        test = verifier.verify_and_decode_notification(status.signedPayload)
        check(test.rawNotificationType == "TEST" and test.notificationUUID == token, "test notification status carries the TEST payload")
        check([a.rawSendAttemptResult for a in status.sendAttempts] == ["SUCCESS"], f"test send attempts: {status.sendAttempts}")
        for bad, code in (("not-a-token", 4000020), ("00000000-0000-0000-0000-000000000000", 4040008)):
            try:
                api.get_test_notification_status(bad)
                check(False, f"test notification status of {bad} is refused")
            except APIException as error:
                check(error.raw_api_error == code, f"test notification status of {bad}: {error.raw_api_error}")

        # Get Notification History: every page, filters, and what it says of each attempt.
        far = int(time.time() * 1000) + 400 * 86_400_000
        history, token_, pages_ = [], None, 0
        while True:
            page = api.get_notification_history(token_, NotificationHistoryRequest(startDate=0, endDate=far))
            history += page.notificationHistory
            token_, pages_ = page.paginationToken, pages_ + 1
            if not page.hasMore:
                break
        received = {verifier.verify_and_decode_notification(p).notificationUUID for p in receiver.payloads()}
        listed = {verifier.verify_and_decode_notification(item.signedPayload).notificationUUID: item for item in history}
        check(set(listed) == received and len(history) == len(listed), f"history lists every posted notification once ({len(history)} in {pages_} pages)")
        check(pages_ == (len(history) + 19) // 20, f"history pages of 20: {pages_}")
        check([a.rawSendAttemptResult for a in listed[first.notificationUUID].sendAttempts] == ["UNSUCCESSFUL_HTTP_RESPONSE_CODE", "SUCCESS"],
              "the history shows the refused attempt and the retry")
        refunds = api.get_notification_history(None, NotificationHistoryRequest(startDate=0, endDate=far, notificationType=NotificationTypeV2.REFUND))
        decoded_refunds = [verifier.verify_and_decode_notification(item.signedPayload) for item in refunds.notificationHistory]
        check([n.rawNotificationType for n in decoded_refunds] == ["REFUND"]
              and verifier.verify_and_decode_signed_transaction(decoded_refunds[0].data.signedTransactionInfo).transactionId == str(lifetime["id"]),
              "the notificationType filter")
        try:
            api.get_notification_history(None, NotificationHistoryRequest(startDate=0, endDate=far, notificationType=NotificationTypeV2.REFUND, transactionId=any_id))
            check(False, "transactionId and notificationType together are refused")
        except APIException as error:
            check(error.raw_api_error == 4000019, f"two filters: {error.raw_api_error}")
        kiosk.sandbox("set", "notifications-url", "off")
        try:
            api.request_test_notification()
            check(False, "a test notification without a URL is refused")
        except APIException as error:
            check(error.http_status_code == 404 and error.raw_api_error == 4040007, f"no URL: {error.raw_api_error}")

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
        receiver.shutdown()
        shutil.rmtree(state, ignore_errors=True)
    print(f"conformance: {checks} checks passed against app-store-server-library ({len(ledger)} transactions, {pages} history pages, "
          f"{len(notifications) + 1} notifications).")


if __name__ == "__main__":
    main(sys.argv[1])
