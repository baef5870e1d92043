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
/// The button-1 click masks.
static inline mmask_t kiosk_button1_clicked(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED; }

#endif
