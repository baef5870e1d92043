// Shim for the system SQLite 3 library.
#ifndef KIOSK_CSQLITE3_SHIM_H
#define KIOSK_CSQLITE3_SHIM_H

#include <sqlite3.h>
#include "gathered_log.h"

/// SQLITE_TRANSIENT, which Swift cannot import as a macro: SQLite copies the bound value.
static inline sqlite3_destructor_type kiosk_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/// Makes closing the connection leave the write-ahead log as it is, with no checkpoint
/// (sqlite3_db_config is variadic, which Swift cannot call).
static inline int kiosk_sqlite_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

/// Turns SQLite's memory statistics off for the process (sqlite3_config is variadic): each allocation and free
/// otherwise takes a process-wide mutex to count bytes nothing reads. Only before SQLite's first use; after it,
/// SQLITE_MISUSE and nothing changes.
static inline int kiosk_sqlite_no_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
