// A SQLite VFS over the platform's own ("unix") that writes each commit's frames to the write-ahead log in one
// write instead of two per frame (its 24-byte header, then its page). Nothing else changes: the same files, bytes,
// locks and syncs, by the same VFS underneath.
//
// SQLite writes a commit's frames one after another, the last one (the commit frame) carrying the database's size
// in its header. The log's file object keeps what follows on from its last write in a buffer and writes the buffer
// with the commit frame's page, returning that write's result to SQLite as the commit's own; so a commit's frames
// reach the file before SQLite names them in the log's index, and a write that fails fails the commit, as before.
// Anything else written to the log (its header, a frame's page written again, a checksum mended) first writes what
// is buffered, then goes through as it came. The buffer is also written before the log is read, synced, truncated,
// measured or closed, and before any lock or barrier on the log's index (the database file's shared memory), so
// frames never wait past the write lock: SQLite writes frames of a transaction it rolls back (a spill from a full
// cache) and another connection may then write there.
//
// Every megabyte written to a log, the VFS starts the kernel writing the log's dirty pages to the disk without waiting
// for it (Linux's sync_file_range, through a read-only descriptor of the log's own, since the underlying file object's
// is private). A checkpoint syncs the log before copying it into the database, and that sync then waits for the last
// megabyte or so, not for the whole log (16 MB at wal_autocheckpoint 4096): on this machine 2 to 3 ms instead of
// 10 to 15. Nothing is synced that was not before, nor sooner than SQLite asks; the kernel only starts sooner. SQLite
// takes no POSIX lock on a log (its locks are on the database and its shared memory), so opening and closing another
// descriptor of it releases none. Elsewhere than 64-bit Linux nothing is started.
//
// The log's file object finds its database's by the name SQLite gives both (sqlite3_filename_database of the log's
// name is the database's name, the very pointer); when it finds none it buffers nothing.
//
// A write of buffered frames that fails where SQLite takes no result (a barrier, an unmap, a lock released) loses
// frames SQLite believes written. Only frames of a transaction under way can be buffered (SQLite writes frames under
// the write lock alone, and a commit frame's write takes the buffer with it), so the log keeps that failure and
// returns it from every later write, read, sync, truncation, size and file control of the log, and from every lock
// and map of its index, until the write lock is released: the transaction that lost frames can neither commit nor
// read them back, and SQLite rolls it back as after any failed write; then nothing names the lost frames.
//
// Everything here is `static`, in a header: each C translation unit or Swift module that includes it has its own
// copy of the VFS's state and would register a second copy under the same name. Only SQLiteDatabase.swift (in
// PurchaseFlow) calls it; open other connections through SQLiteDatabase, not by including this header again. (A
// system library target such as CSQLite3 can hold no .c file to keep one copy.)
#ifndef KIOSK_GATHERED_LOG_H
#define KIOSK_GATHERED_LOG_H

#include <sqlite3.h>
#include <string.h>
#include <pthread.h>
#ifdef __linux__
#include <fcntl.h>
#include <unistd.h>
#include <sys/syscall.h>
// sync_file_range takes 64-bit offsets in single arguments only on 64-bit Linux (32-bit ARM orders them otherwise).
#if defined(SYS_sync_file_range) && defined(__LP64__)
#define KIOSK_GL_STARTS_WRITEBACK 1
#endif
#endif

/// The name the VFS is registered under (pass it to sqlite3_open_v2).
#define KIOSK_GATHERED_LOG_VFS "kiosk-gathered-log"

typedef struct kiosk_gl_file kiosk_gl_file;

/// One open file: the underlying VFS's file object follows it in the same allocation.
struct kiosk_gl_file {
    sqlite3_file base;
    sqlite3_file *real;
    const char *name;          // as SQLite passed it (a database's name is matched by pointer)
    int is_log;
    kiosk_gl_file *database;   // a log's database file, when found
    kiosk_gl_file *log;        // a database's open log, when any
    kiosk_gl_file *next_database;
    unsigned char *buffer;     // a log's frames not yet written
    int capacity, length;
    sqlite3_int64 start;       // the offset of buffer[0] in the log
    int commit_header;         // the last buffered write was a commit frame's header
    sqlite3_int64 writes;      // a log's writes to the underlying file (for tests)
    int error;                 // a failed write of buffered frames, kept until the write lock is released
    int fail_next_write;       // for tests: the next write of the buffer fails (KIOSK_GL_FCNTL_FAIL_IN_BARRIER)
    sqlite3_int64 unstarted;   // a log's bytes written past the whole megabytes that started its write-back
    int writeback_fd;          // a log's own read-only descriptor for starting write-back; -1 until opened, or none
    int writeback_tried;       // the descriptor was asked for
    sqlite3_int64 writebacks;  // a log's write-backs started (for tests)
};

typedef struct {
    sqlite3_vfs vfs;
    sqlite3_vfs *real;
    pthread_mutex_t lock;      // guards the list of open database files
    kiosk_gl_file *databases;
} kiosk_gl_state;

static kiosk_gl_state kiosk_gl = { .lock = PTHREAD_MUTEX_INITIALIZER };

static inline sqlite3_file *kiosk_gl_real(sqlite3_file *file) { return ((kiosk_gl_file *)file)->real; }

/// How many bytes are written to a log between two starts of its write-back (see the top of this file).
#define KIOSK_GL_WRITEBACK_BYTES (1024 * 1024)

/// Counts bytes just written to a log and, at each whole megabyte written to it, starts the kernel
/// writing the log's dirty pages back without waiting for them.
static inline void kiosk_gl_written(kiosk_gl_file *file, int amount) {
#ifdef KIOSK_GL_STARTS_WRITEBACK
    file->unstarted += amount;
    if (file->unstarted < KIOSK_GL_WRITEBACK_BYTES) return;
    file->unstarted -= KIOSK_GL_WRITEBACK_BYTES;
    if (!file->writeback_tried) {
        file->writeback_tried = 1;
        file->writeback_fd = open(file->name, O_RDONLY | O_CLOEXEC);
    }
    if (file->writeback_fd < 0) return;
    // SYNC_FILE_RANGE_WRITE (2) over the whole file (offset 0, length 0); glibc declares it only for _GNU_SOURCE.
    if (syscall(SYS_sync_file_range, file->writeback_fd, (long long)0, (long long)0, 2) == 0) file->writebacks += 1;
#else
    (void)file;
    (void)amount;
#endif
}

/// Writes what a log's buffer holds; returns the underlying write's result, or the failure kept from an earlier one
/// (see the top of this file).
static inline int kiosk_gl_flush(kiosk_gl_file *file) {
    if (file == 0) return SQLITE_OK;
    if (file->error != SQLITE_OK) return file->error;
    if (file->length == 0) return SQLITE_OK;
    int length = file->length;
    file->length = 0;
    file->commit_header = 0;
    file->writes += 1;
    int rc = file->fail_next_write ? SQLITE_IOERR_WRITE
                                   : file->real->pMethods->xWrite(file->real, file->buffer, length, file->start);
    file->fail_next_write = 0;
    if (rc != SQLITE_OK) file->error = rc;
    else kiosk_gl_written(file, length);
    return rc;
}

/// The most a buffer holds: the platform VFS writes at most 128 KB less a byte in one call (its write masks the size
/// with 0x1ffff and takes a write of none for a full disk), and a commit seldom has more than a few frames.
#define KIOSK_GL_BUFFER_LIMIT (64 * 1024)

/// Adds a write that follows the buffered ones (or starts the buffer), writing the buffer first when it would grow
/// past the limit.
static inline int kiosk_gl_append(kiosk_gl_file *file, const void *data, int amount, sqlite3_int64 offset) {
    if (file->length > 0 && file->length + amount > KIOSK_GL_BUFFER_LIMIT) {
        int commit = file->commit_header;
        int rc = kiosk_gl_flush(file);
        if (rc != SQLITE_OK) return rc;
        file->commit_header = commit;
    }
    if (file->length == 0) file->start = offset;
    if (file->length + amount > file->capacity) {
        int capacity = file->capacity ? file->capacity : KIOSK_GL_BUFFER_LIMIT;
        while (capacity < file->length + amount) capacity *= 2;
        unsigned char *grown = (unsigned char *)sqlite3_realloc(file->buffer, capacity);
        if (grown == 0) return SQLITE_NOMEM;
        file->buffer = grown;
        file->capacity = capacity;
    }
    memcpy(file->buffer + file->length, data, (size_t)amount);
    file->length += amount;
    return SQLITE_OK;
}

static inline int kiosk_gl_close(sqlite3_file *pFile) {
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    int flushed = kiosk_gl_flush(file);
    pthread_mutex_lock(&kiosk_gl.lock);
    if (file->is_log) {
        if (file->database && file->database->log == file) file->database->log = 0;
    } else {
        for (kiosk_gl_file **link = &kiosk_gl.databases; *link; link = &(*link)->next_database) {
            if (*link == file) { *link = file->next_database; break; }
        }
        if (file->log) file->log->database = 0;
    }
    pthread_mutex_unlock(&kiosk_gl.lock);
    sqlite3_free(file->buffer);
    file->buffer = 0;
#ifdef KIOSK_GL_STARTS_WRITEBACK
    if (file->writeback_fd >= 0) close(file->writeback_fd);
    file->writeback_fd = -1;
#endif
    int closed = file->real->pMethods ? file->real->pMethods->xClose(file->real) : SQLITE_OK;
    return flushed != SQLITE_OK ? flushed : closed;
}

static inline int kiosk_gl_read(sqlite3_file *pFile, void *data, int amount, sqlite3_int64 offset) {
    int rc = kiosk_gl_flush((kiosk_gl_file *)pFile);
    if (rc != SQLITE_OK) return rc;
    return kiosk_gl_real(pFile)->pMethods->xRead(kiosk_gl_real(pFile), data, amount, offset);
}

static inline int kiosk_gl_write(sqlite3_file *pFile, const void *data, int amount, sqlite3_int64 offset) {
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    if (file->error != SQLITE_OK) return file->error;
    if (file->is_log && file->database) {
        int follows = file->length > 0 && offset == file->start + file->length;
        if (amount == 24 && (follows || file->length == 0)) {
            // A frame's header; its bytes 4 to 7 hold the database's size in a commit frame, 0 in any other.
            const unsigned char *header = (const unsigned char *)data;
            int commit = (header[4] | header[5] | header[6] | header[7]) != 0;
            // A commit frame's header that does not follow buffered frames (a one-frame commit, or a checksum
            // mended) goes through with anything buffered, so that nothing is left waiting for a page.
            if (!commit || follows) {
                int rc = kiosk_gl_append(file, data, amount, offset);
                if (rc != SQLITE_OK) return rc;
                file->commit_header = commit;
                return SQLITE_OK;
            }
        } else if (follows && amount != 24) {
            int commit = file->commit_header;
            int rc = kiosk_gl_append(file, data, amount, offset);
            if (rc != SQLITE_OK) return rc;
            file->commit_header = 0;
            return commit ? kiosk_gl_flush(file) : SQLITE_OK;
        }
        int rc = kiosk_gl_flush(file);
        if (rc != SQLITE_OK) return rc;
        file->writes += 1;
    }
    int rc = file->real->pMethods->xWrite(file->real, data, amount, offset);
    if (rc == SQLITE_OK && file->is_log) kiosk_gl_written(file, amount);
    return rc;
}

static inline int kiosk_gl_truncate(sqlite3_file *pFile, sqlite3_int64 size) {
    int rc = kiosk_gl_flush((kiosk_gl_file *)pFile);
    if (rc != SQLITE_OK) return rc;
    return kiosk_gl_real(pFile)->pMethods->xTruncate(kiosk_gl_real(pFile), size);
}

static inline int kiosk_gl_sync(sqlite3_file *pFile, int flags) {
    int rc = kiosk_gl_flush((kiosk_gl_file *)pFile);
    if (rc != SQLITE_OK) return rc;
    return kiosk_gl_real(pFile)->pMethods->xSync(kiosk_gl_real(pFile), flags);
}

static inline int kiosk_gl_file_size(sqlite3_file *pFile, sqlite3_int64 *size) {
    int rc = kiosk_gl_flush((kiosk_gl_file *)pFile);
    if (rc != SQLITE_OK) return rc;
    return kiosk_gl_real(pFile)->pMethods->xFileSize(kiosk_gl_real(pFile), size);
}

static inline int kiosk_gl_lock(sqlite3_file *pFile, int level) {
    return kiosk_gl_real(pFile)->pMethods->xLock(kiosk_gl_real(pFile), level);
}

static inline int kiosk_gl_unlock(sqlite3_file *pFile, int level) {
    return kiosk_gl_real(pFile)->pMethods->xUnlock(kiosk_gl_real(pFile), level);
}

static inline int kiosk_gl_check_reserved(sqlite3_file *pFile, int *result) {
    return kiosk_gl_real(pFile)->pMethods->xCheckReservedLock(kiosk_gl_real(pFile), result);
}

/// The file control that reads how many writes a database's log has had through the VFS (see kiosk_gathered_log_writes).
#define KIOSK_GL_FCNTL_LOG_WRITES 0x4b474c01
/// The file control that reads how many write-backs of a database's log the VFS has started (see
/// kiosk_gathered_log_writebacks).
#define KIOSK_GL_FCNTL_LOG_WRITEBACKS 0x4b474c03
/// For tests, the file control that makes the next write of the log's buffer fail and writes it there in a barrier on
/// the log's index, which takes no result, as a failing disk would in the middle of a transaction.
#define KIOSK_GL_FCNTL_FAIL_IN_BARRIER 0x4b474c02

static inline void kiosk_gl_shm_barrier(sqlite3_file *pFile);

static inline int kiosk_gl_file_control(sqlite3_file *pFile, int op, void *argument) {
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    if (op == KIOSK_GL_FCNTL_LOG_WRITES && !file->is_log) {
        *(sqlite3_int64 *)argument = file->log ? file->log->writes : -1;
        return SQLITE_OK;
    }
    if (op == KIOSK_GL_FCNTL_LOG_WRITEBACKS && !file->is_log) {
        *(sqlite3_int64 *)argument = file->log ? file->log->writebacks : 0;
        return SQLITE_OK;
    }
    if (op == KIOSK_GL_FCNTL_FAIL_IN_BARRIER && !file->is_log) {
        if (file->log == 0 || file->log->length == 0) return SQLITE_NOTFOUND;
        file->log->fail_next_write = 1;
        kiosk_gl_shm_barrier(pFile);
        return SQLITE_OK;
    }
    int rc = kiosk_gl_flush((kiosk_gl_file *)pFile);
    if (rc != SQLITE_OK) return rc;
    return kiosk_gl_real(pFile)->pMethods->xFileControl(kiosk_gl_real(pFile), op, argument);
}

static inline int kiosk_gl_sector_size(sqlite3_file *pFile) {
    return kiosk_gl_real(pFile)->pMethods->xSectorSize(kiosk_gl_real(pFile));
}

static inline int kiosk_gl_device_characteristics(sqlite3_file *pFile) {
    return kiosk_gl_real(pFile)->pMethods->xDeviceCharacteristics(kiosk_gl_real(pFile));
}

// The shared-memory calls come to the database's file; its log's buffer is written first.
static inline int kiosk_gl_shm_map(sqlite3_file *pFile, int page, int size, int extend, void volatile **mapped) {
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    int rc = kiosk_gl_flush(file->log);
    if (rc != SQLITE_OK) return rc;
    return file->real->pMethods->xShmMap(file->real, page, size, extend, mapped);
}

static inline int kiosk_gl_shm_lock(sqlite3_file *pFile, int offset, int count, int flags) {
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    // Frames still buffered when a lock is released were never committed (a rolled-back spill): written or not,
    // nothing names them, so only a lock being taken fails with the write. Releasing the write lock (offset 0,
    // SQLite's WAL_WRITE_LOCK) ends the transaction that may have lost frames, and with it the failure kept.
    int rc = kiosk_gl_flush(file->log);
    if (flags & SQLITE_SHM_UNLOCK) {
        if (file->log && (flags & SQLITE_SHM_EXCLUSIVE) && offset == 0) file->log->error = SQLITE_OK;
    } else if (rc != SQLITE_OK) {
        return rc;
    }
    return file->real->pMethods->xShmLock(file->real, offset, count, flags);
}

static inline void kiosk_gl_shm_barrier(sqlite3_file *pFile) {
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    (void)kiosk_gl_flush(file->log);   // a failure is kept (see the top of this file)
    file->real->pMethods->xShmBarrier(file->real);
}

static inline int kiosk_gl_shm_unmap(sqlite3_file *pFile, int delete_flag) {
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    (void)kiosk_gl_flush(file->log);   // a failure is kept (see the top of this file)
    return file->real->pMethods->xShmUnmap(file->real, delete_flag);
}

static inline int kiosk_gl_fetch(sqlite3_file *pFile, sqlite3_int64 offset, int amount, void **pages) {
    return kiosk_gl_real(pFile)->pMethods->xFetch(kiosk_gl_real(pFile), offset, amount, pages);
}

static inline int kiosk_gl_unfetch(sqlite3_file *pFile, sqlite3_int64 offset, void *pages) {
    return kiosk_gl_real(pFile)->pMethods->xUnfetch(kiosk_gl_real(pFile), offset, pages);
}

static const sqlite3_io_methods kiosk_gl_methods = {
    3, kiosk_gl_close, kiosk_gl_read, kiosk_gl_write, kiosk_gl_truncate, kiosk_gl_sync, kiosk_gl_file_size,
    kiosk_gl_lock, kiosk_gl_unlock, kiosk_gl_check_reserved, kiosk_gl_file_control, kiosk_gl_sector_size,
    kiosk_gl_device_characteristics, kiosk_gl_shm_map, kiosk_gl_shm_lock, kiosk_gl_shm_barrier, kiosk_gl_shm_unmap,
    kiosk_gl_fetch, kiosk_gl_unfetch,
};

static inline int kiosk_gl_open(sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *pFile, int flags, int *outFlags) {
    (void)vfs;
    kiosk_gl_file *file = (kiosk_gl_file *)pFile;
    memset(file, 0, sizeof(*file));
    file->real = (sqlite3_file *)(file + 1);
    int rc = kiosk_gl.real->xOpen(kiosk_gl.real, name, file->real, flags, outFlags);
    if (rc != SQLITE_OK || file->real->pMethods == 0) {
        // SQLite calls no method of a file whose opening failed.
        if (file->real->pMethods) file->real->pMethods->xClose(file->real);
        file->base.pMethods = 0;
        return rc != SQLITE_OK ? rc : SQLITE_CANTOPEN;
    }
    // The methods above are of version 3; the underlying file's must be too (the platform's are).
    if (file->real->pMethods->iVersion < 3) {
        file->real->pMethods->xClose(file->real);
        file->base.pMethods = 0;
        return SQLITE_CANTOPEN;
    }
    file->name = name;
    file->is_log = (flags & SQLITE_OPEN_WAL) != 0;
    file->writeback_fd = -1;
    pthread_mutex_lock(&kiosk_gl.lock);
    if (file->is_log) {
        const char *database = sqlite3_filename_database(name);
        for (kiosk_gl_file *open = kiosk_gl.databases; open; open = open->next_database) {
            if (open->name == database && open->log == 0) {
                open->log = file;
                file->database = open;
                break;
            }
        }
    } else if (flags & SQLITE_OPEN_MAIN_DB) {
        file->next_database = kiosk_gl.databases;
        kiosk_gl.databases = file;
    }
    pthread_mutex_unlock(&kiosk_gl.lock);
    file->base.pMethods = &kiosk_gl_methods;
    return SQLITE_OK;
}

static inline int kiosk_gl_delete(sqlite3_vfs *vfs, const char *name, int sync) {
    (void)vfs; return kiosk_gl.real->xDelete(kiosk_gl.real, name, sync);
}
static inline int kiosk_gl_access(sqlite3_vfs *vfs, const char *name, int flags, int *result) {
    (void)vfs; return kiosk_gl.real->xAccess(kiosk_gl.real, name, flags, result);
}
static inline int kiosk_gl_full_pathname(sqlite3_vfs *vfs, const char *name, int size, char *out) {
    (void)vfs; return kiosk_gl.real->xFullPathname(kiosk_gl.real, name, size, out);
}
static inline void *kiosk_gl_dl_open(sqlite3_vfs *vfs, const char *name) {
    (void)vfs; return kiosk_gl.real->xDlOpen(kiosk_gl.real, name);
}
static inline void kiosk_gl_dl_error(sqlite3_vfs *vfs, int size, char *message) {
    (void)vfs; kiosk_gl.real->xDlError(kiosk_gl.real, size, message);
}
static inline void (*kiosk_gl_dl_sym(sqlite3_vfs *vfs, void *library, const char *symbol))(void) {
    (void)vfs; return kiosk_gl.real->xDlSym(kiosk_gl.real, library, symbol);
}
static inline void kiosk_gl_dl_close(sqlite3_vfs *vfs, void *library) {
    (void)vfs; kiosk_gl.real->xDlClose(kiosk_gl.real, library);
}
static inline int kiosk_gl_randomness(sqlite3_vfs *vfs, int size, char *out) {
    (void)vfs; return kiosk_gl.real->xRandomness(kiosk_gl.real, size, out);
}
static inline int kiosk_gl_sleep(sqlite3_vfs *vfs, int microseconds) {
    (void)vfs; return kiosk_gl.real->xSleep(kiosk_gl.real, microseconds);
}
static inline int kiosk_gl_current_time(sqlite3_vfs *vfs, double *now) {
    (void)vfs; return kiosk_gl.real->xCurrentTime(kiosk_gl.real, now);
}
static inline int kiosk_gl_last_error(sqlite3_vfs *vfs, int size, char *message) {
    (void)vfs; return kiosk_gl.real->xGetLastError ? kiosk_gl.real->xGetLastError(kiosk_gl.real, size, message) : 0;
}
static inline int kiosk_gl_current_time_int64(sqlite3_vfs *vfs, sqlite3_int64 *now) {
    (void)vfs; return kiosk_gl.real->xCurrentTimeInt64(kiosk_gl.real, now);
}

static pthread_once_t kiosk_gl_once = PTHREAD_ONCE_INIT;
static int kiosk_gl_registered = SQLITE_ERROR;

static inline void kiosk_gl_register(void) {
    sqlite3_vfs *real = sqlite3_vfs_find("unix");
    if (real == 0 || real->iVersion < 2) return;
    kiosk_gl.real = real;
    sqlite3_vfs *vfs = &kiosk_gl.vfs;
    vfs->iVersion = 2;
    vfs->szOsFile = (int)sizeof(kiosk_gl_file) + real->szOsFile;
    vfs->mxPathname = real->mxPathname;
    vfs->zName = KIOSK_GATHERED_LOG_VFS;
    vfs->xOpen = kiosk_gl_open;
    vfs->xDelete = kiosk_gl_delete;
    vfs->xAccess = kiosk_gl_access;
    vfs->xFullPathname = kiosk_gl_full_pathname;
    vfs->xDlOpen = kiosk_gl_dl_open;
    vfs->xDlError = kiosk_gl_dl_error;
    vfs->xDlSym = kiosk_gl_dl_sym;
    vfs->xDlClose = kiosk_gl_dl_close;
    vfs->xRandomness = kiosk_gl_randomness;
    vfs->xSleep = kiosk_gl_sleep;
    vfs->xCurrentTime = kiosk_gl_current_time;
    vfs->xGetLastError = kiosk_gl_last_error;
    vfs->xCurrentTimeInt64 = kiosk_gl_current_time_int64;
    kiosk_gl_registered = sqlite3_vfs_register(vfs, 0);
}

/// Registers the VFS once (not as the default); returns the name to open with, or NULL when it could not be
/// registered (open with SQLite's default VFS then).
static inline const char *kiosk_gathered_log_vfs(void) {
    pthread_once(&kiosk_gl_once, kiosk_gl_register);
    return kiosk_gl_registered == SQLITE_OK ? KIOSK_GATHERED_LOG_VFS : (const char *)0;
}

/// How many writes a connection's write-ahead log has had through the VFS since the log was opened (a commit of several
/// frames is one), or -1 when the connection does not gather its log's writes (for tests).
static inline sqlite3_int64 kiosk_gathered_log_writes(sqlite3 *db) {
    sqlite3_int64 writes = -1;
    if (sqlite3_file_control(db, "main", KIOSK_GL_FCNTL_LOG_WRITES, &writes) != SQLITE_OK) return -1;
    return writes;
}

/// How many write-backs of a connection's write-ahead log the VFS has started since the log was opened, or -1 when the
/// connection does not gather its log's writes (for tests).
static inline sqlite3_int64 kiosk_gathered_log_writebacks(sqlite3 *db) {
    sqlite3_int64 writebacks = -1;
    if (sqlite3_file_control(db, "main", KIOSK_GL_FCNTL_LOG_WRITEBACKS, &writebacks) != SQLITE_OK) return -1;
    return writebacks;
}

/// For tests: makes the next write of a connection's buffered log frames fail, and writes them in a barrier on the
/// log's index, where SQLite takes no result (see the top of this file); returns SQLITE_OK when it did, an error when
/// nothing was buffered.
static inline int kiosk_gathered_log_fail_in_barrier(sqlite3 *db) {
    return sqlite3_file_control(db, "main", KIOSK_GL_FCNTL_FAIL_IN_BARRIER, 0);
}

#endif
