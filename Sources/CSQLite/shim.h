#ifndef PLAYDECK_CSQLITE_SHIM_H
#define PLAYDECK_CSQLITE_SHIM_H

/* SQLite (libsqlite3-dev): the music library's index, with FTS5 for search. */
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import: SQLite
   copies the text before the call returns, so the caller's buffer may go at once. */
static inline int pd_sqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

/* Whether an extended result code is a write that failed (SQLite reports ENOSPC as SQLITE_FULL,
   but EFBIG and a full disk met while syncing or growing the file as these). */
static inline int pd_sqlite_failed_writing(int status) {
    return status == SQLITE_IOERR_WRITE || status == SQLITE_IOERR_FSYNC || status == SQLITE_IOERR_TRUNCATE
        || status == SQLITE_IOERR_SHMSIZE;
}

#endif
