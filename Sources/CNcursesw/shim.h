// Shim for ncursesw: wide-character functions and concurrency-safe access to C globals.
#ifndef KIOSK_CNCURSESW_SHIM_H
#define KIOSK_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/// The standard screen window.
static inline WINDOW *kiosk_stdscr(void) { return stdscr; }
/// The terminal's width in columns.
static inline int kiosk_cols(void) { return COLS; }
/// The terminal's height in lines.
static inline int kiosk_lines(void) { return LINES; }
/// How many colors the terminal has.
static inline int kiosk_colors(void) { return COLORS; }
/// How many color pairs the terminal has.
static inline int kiosk_color_pairs(void) { return COLOR_PAIRS; }
/// The key code ncurses reports for a mouse event.
static inline int kiosk_key_mouse(void) { return KEY_MOUSE; }
/// The key code ncurses reports for a resize.
static inline int kiosk_key_resize(void) { return KEY_RESIZE; }
/// The ERR return value.
static inline int kiosk_err(void) { return ERR; }
/// A_REVERSE attribute.
static inline attr_t kiosk_a_reverse(void) { return A_REVERSE; }
/// A_BOLD attribute.
static inline attr_t kiosk_a_bold(void) { return A_BOLD; }
/// A_UNDERLINE attribute.
static inline attr_t kiosk_a_underline(void) { return A_UNDERLINE; }
/// A_DIM attribute.
static inline attr_t kiosk_a_dim(void) { return A_DIM; }
/// A_ITALIC attribute.
static inline attr_t kiosk_a_italic(void) { return A_ITALIC; }
/// Every mouse event.
static inline mmask_t kiosk_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
/// The mouse events kiosk asks for: button-1 clicks, and the wheel (buttons 4 and 5).
static inline mmask_t kiosk_mouse_events(void) {
    return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED
#ifdef BUTTON5_PRESSED
        | BUTTON5_PRESSED
#endif
        ;
}

/// Starts curses on the process's standard output and input (the FILE globals are not visible from Swift 6).
static inline SCREEN *kiosk_newterm(void) { return newterm(NULL, stdout, stdin); }
/// Whether the terminal's description says it takes direct 24-bit colors (the `RGB` capability).
static inline int kiosk_has_direct_color(void) { return tigetflag("RGB") > 0; }
/// The code `wget_wch` returns for a function key.
static inline int kiosk_key_code_yes(void) { return KEY_CODE_YES; }
/// The OK return value.
static inline int kiosk_ok(void) { return OK; }
/// Writes one cell: a grapheme of up to CCHARW_MAX wide characters (NUL-terminated) with attributes and an
/// extended color pair, at a row and column of the standard screen.
static inline int kiosk_put_cell(int row, int column, const wchar_t *text, attr_t attributes, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attributes, 0, &pair) == ERR) return ERR;
    return mvwadd_wch(stdscr, row, column, &cell);
}
/// The most wide characters one cell holds.
static inline int kiosk_cell_chars_max(void) { return CCHARW_MAX; }
/// Whether a mouse event is the first button going down or clicking (its release is not a second click).
static inline int kiosk_is_button1_press(mmask_t state) { return (state & (BUTTON1_CLICKED | BUTTON1_PRESSED)) != 0; }

/// The wheel turn a mouse event is: -1 up (button 4), 1 down (button 5), 0 none.
static inline int kiosk_wheel(mmask_t state) {
    if (state & BUTTON4_PRESSED) return -1;
#ifdef BUTTON5_PRESSED
    if (state & BUTTON5_PRESSED) return 1;
#endif
    return 0;
}

#endif
