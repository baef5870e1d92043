import Foundation
import PurchaseFlow

/// `kiosk sandbox notifications`: the outbox of App Store Server Notifications, and `send` to deliver what is due.
enum SandboxNotificationsCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "notifications",
            abstract: "List the App Store Server Notifications the ledger's events made, and how their delivery stands.",
            discussion: """
            Every ledger event writes its notification (Apple's notificationType and subtype) in the same SQL transaction as
            the event. With a notifications URL ('kiosk sandbox set notifications-url URL') 'kiosk serve' posts each one
            as {"signedPayload": JWS}, and 'kiosk sandbox notifications send' posts those due now; a failed post is retried
            1, 12, 24, 48 and 72 hours (scaled by the time rate) after the one before, as Apple does. Without a URL they are
            recorded as unsent. States: pending, sent (HTTP status), retrying at DATE (last HTTP status or result), failed,
            unsent.

            \(SandboxCommand.sharedOptionsNote)
            """,
            options: [SharedOptions.json(printing: "the notifications")],
            subcommands: [send],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let rows = try store.notifications().map(NotificationRow.init)
                if arguments.printsJSON {
                    console.print(try JSONOutput.string(rows))
                    return ExitStatus.ok
                }
                let url = try store.settings().notificationsURL?.absoluteString
                console.print(url.map { "Notifications URL: \($0)" } ?? "No notifications URL is set ('kiosk sandbox set notifications-url URL').")
                guard !rows.isEmpty else {
                    console.print("No notifications yet.")
                    return ExitStatus.ok
                }
                let header = ["ID", "DATE", "TYPE", "SUBTYPE", "TRANSACTION", "STATE"]
                let cells = rows.map { [String($0.id), $0.date, $0.notificationType, $0.subtype ?? "-", $0.transactionId ?? "-", $0.summary] }
                TextTable.lines([header] + cells).forEach(console.print)
                return ExitStatus.ok
            }
        )
    }

    static var send: CommandSpec {
        CommandSpec(
            name: "send",
            abstract: "Post the notifications due now to the notifications URL, once, and say how each went (read back from the outbox).",
            discussion: "Exits 69 when a post was not received (it is retried on Apple's schedule), or when the notifications due are held by another kiosk process posting them.\n\n" + SandboxCommand.sharedOptionsNote,
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                guard try store.settings().notificationsURL != nil else {
                    throw CommandFailure(NotificationsURLMissingError().description, status: ExitStatus.failure)
                }
                let courier = NotificationCourier(store: store)
                let deliveries = try courier.deliverDue(limit: .max)
                let current = Dictionary(uniqueKeysWithValues: try store.ledger.notifications().map { ($0.id, $0) })
                let states = deliveries.map { current[$0.notification.id] }
                for (delivery, notification) in zip(deliveries, states) {
                    let state = notification.map { $0.stateDescription() } ?? delivery.attempt.result
                    console.print("\(delivery.notification.id) \(delivery.notification.type.rawValue): \(state)")
                }
                guard !deliveries.isEmpty else {
                    let held = try courier.heldByOthers()
                    guard held.count > 0 else {
                        console.print("No notification is due now.")
                        return ExitStatus.ok
                    }
                    let until = held.until.map { " (its claim ends at \(Timestamp($0).iso8601))" } ?? ""
                    console.print("No notification was sent: \(held.count) due now \(held.count == 1 ? "is" : "are") being posted by another kiosk process\(until).")
                    return ExitStatus.unavailable
                }
                let received = states.filter { $0?.state == .sent }.count
                let retried = states.filter { $0?.state == .pending }.count
                let failed = deliveries.count - received - retried
                var summary = "\(received) of \(deliveries.count) notification\(deliveries.count == 1 ? "" : "s") received"
                if retried > 0 { summary += "; \(retried) will be retried" }
                if failed > 0 { summary += "; \(failed) failed for good" }
                console.print(summary + ".")
                return received == deliveries.count ? ExitStatus.ok : ExitStatus.unavailable
            }
        )
    }
}
