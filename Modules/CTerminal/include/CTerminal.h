#ifndef ROADTRIP_CTERMINAL_H
#define ROADTRIP_CTERMINAL_H

// The few terminal calls whose types and constants differ between Darwin and Glibc (termios flag
// widths, the layout of c_cc, the variadic ioctl and TIOCGWINSZ). The C compiler resolves them for
// each platform, so the Swift code above calls only these.

#include <sys/ioctl.h>
#include <termios.h>

/// Raw mode as cfmakeraw defines it: bytes arrive one by one (VMIN 1, VTIME 0), unechoed, with no
/// signal keys, no CR/LF translation in or out, 8-bit characters.
static inline void roadtrip_make_raw(struct termios *settings) {
  settings->c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
  settings->c_oflag &= ~(tcflag_t)OPOST;
  settings->c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
  settings->c_cflag &= ~(tcflag_t)(CSIZE | PARENB);
  settings->c_cflag |= (tcflag_t)CS8;
  settings->c_cc[VMIN] = 1;
  settings->c_cc[VTIME] = 0;
}

/// The window size of `fd` in `columns` and `rows`; returns 0 on success, -1 otherwise.
static inline int roadtrip_window_size(int fd, unsigned short *columns, unsigned short *rows) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *columns = size.ws_col;
  *rows = size.ws_row;
  return 0;
}

/// Sets the window size of `fd` (a pseudo-terminal's master side); returns 0 on success.
static inline int roadtrip_set_window_size(int fd, unsigned short columns, unsigned short rows) {
  struct winsize size = {0};
  size.ws_col = columns;
  size.ws_row = rows;
  return ioctl(fd, TIOCSWINSZ, &size);
}

#endif
