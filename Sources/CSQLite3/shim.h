// Shim for the system SQLite 3 library.
#ifndef KIOSK_CSQLITE3_SHIM_H
#define KIOSK_CSQLITE3_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT, which Swift cannot import as a macro: SQLite copies the bound value.
static inline sqlite3_destructor_type kiosk_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
