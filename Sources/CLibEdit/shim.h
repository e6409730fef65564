#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H
#include <stdio.h>
#include <histedit.h>

/*
 * Swift cannot call C variadic functions, and el_set, el_get and history are all variadic.
 * These fixed-signature wrappers cover exactly the operations LineEditing uses. They are
 * static inline, so they compile into the Swift module that imports this header and need no
 * separate C target.
 */

/* Prompt callback: returns the prompt as a multibyte (UTF-8) C string owned by the caller. */
typedef char *(*clibedit_prompt_fn)(EditLine *);
/* User-defined editor command (EL_ADDFN): returns one of the CC_* codes. */
typedef unsigned char (*clibedit_command_fn)(EditLine *, int);

/* Read function (EL_GETCFN): stores one character, returns 1, 0 at end of file, -1 on error.
 * Set with el_wset, whose callback takes a wide character in every libedit. Through el_set, the
 * older libedit macOS ships (NetBSD's of 2012) takes a narrow callback and keeps only the first
 * byte of what it writes, so a key beyond ASCII would arrive garbled; newer ones take either. */
typedef int (*clibedit_read_fn)(EditLine *, wchar_t *);

static inline int clibedit_set_read_function(EditLine *el, clibedit_read_fn fn) {
    return el_wset(el, EL_GETCFN, fn);
}

static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}

/* Like clibedit_set_prompt, but text between two `delimiter` characters is sent to the
 * terminal as is and takes no room on screen (for colour escape sequences). */
static inline int clibedit_set_prompt_esc(EditLine *el, clibedit_prompt_fn fn, char delimiter) {
    return el_set(el, EL_PROMPT_ESC, fn, (int)delimiter);
}

/* The terminal type (a terminfo name), instead of the TERM that el_init read. */
static inline int clibedit_set_terminal(EditLine *el, const char *name) {
    return el_set(el, EL_TERMINAL, name);
}

static inline int clibedit_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int clibedit_set_signal(EditLine *el, int handle) {
    return el_set(el, EL_SIGNAL, handle);
}

static inline int clibedit_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/* Put the terminal into editing (raw) mode now, rather than lazily at the first keystroke read. */
static inline int clibedit_prepare_terminal(EditLine *el, int prepare) {
    return el_set(el, EL_PREP_TERM, prepare);
}

static inline int clibedit_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *clibedit_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0)
        return NULL;
    return data;
}

static inline int clibedit_add_function(EditLine *el, const char *name, const char *help,
                                        clibedit_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/* bind KEY COMMAND, e.g. ("^R", "em-inc-search-prev"). */
static inline int clibedit_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/* settty MODE SETTING, e.g. ("-d", "-isig"): change the terminal modes used while editing. */
static inline int clibedit_setty(EditLine *el, const char *mode, const char *setting) {
    return el_set(el, EL_SETTY, mode, setting, (const char *)NULL);
}

/* The terminal width libedit works with (termcap "co"), or 0 if unknown. */
static inline int clibedit_get_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0)
        return 0;
    return columns;
}

static inline int clibedit_history_setsize(History *h, HistEvent *ev, int size) {
    return history(h, ev, H_SETSIZE, size);
}

static inline int clibedit_history_setunique(History *h, HistEvent *ev, int unique) {
    return history(h, ev, H_SETUNIQUE, unique);
}

static inline int clibedit_history_enter(History *h, HistEvent *ev, const char *line) {
    return history(h, ev, H_ENTER, line);
}

static inline int clibedit_history_clear(History *h, HistEvent *ev) {
    return history(h, ev, H_CLEAR);
}

#endif
