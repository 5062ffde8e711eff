/*
 * first-touch: runs a command under ptrace and writes the functions it entered, in the order first entered.
 *
 *   first-touch OUTPUT ENTRIES -- COMMAND [ARGUMENT...]
 *
 * ENTRIES lists the entry addresses of the command's functions (hexadecimal, one a line; for a non-PIE executable,
 * as `nm` prints them). When COMMAND's image is loaded, before its first instruction, the tracer writes a
 * breakpoint (int3) over the first byte of each; the first thread to enter a function stops there, the tracer
 * writes the address to OUTPUT, puts the original byte back and lets the thread go on. So each function costs one
 * stop, whichever thread enters it first (PTRACE_O_TRACECLONE: the Swift runtime starts threads), and the order is
 * exact. Single-stepping every instruction would give the same list at instruction grain, but a step costs about
 * 25 µs of CPU on the machine this was written on, so a start of tens of millions of instructions would take
 * hours; a breakpoint costs one stop per function.
 *
 * A forked child inherits the breakpoints; it is traced too and its first entries count like the parent's. A
 * program a child execs has none of them and is let go. The command's standard streams are its own; the exit
 * status is the command's (128 + the signal if a signal ended it). Linux on x86-64 only: the make-order-file.py
 * beside it builds this with cc.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

enum { INT3 = 0xCC, NONE = -1 };

static uint64_t *entries; /* sorted */
static unsigned char *original; /* the byte each breakpoint replaced */
static unsigned char *seen;
static size_t entry_count;

static int compare(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void read_entries(const char *path) {
    FILE *file = fopen(path, "r");
    if (file == NULL) { perror("first-touch: entries"); exit(125); }
    size_t capacity = 1 << 16;
    entries = malloc(capacity * sizeof *entries);
    unsigned long long address;
    while (entries != NULL && fscanf(file, "%llx", &address) == 1) {
        if (entry_count == capacity) entries = realloc(entries, (capacity *= 2) * sizeof *entries);
        if (entries != NULL) entries[entry_count++] = address;
    }
    fclose(file);
    if (entries == NULL) { fprintf(stderr, "first-touch: out of memory\n"); exit(125); }
    qsort(entries, entry_count, sizeof *entries, compare);
    size_t unique = 0;
    for (size_t i = 0; i < entry_count; i++)
        if (unique == 0 || entries[unique - 1] != entries[i]) entries[unique++] = entries[i];
    entry_count = unique;
    original = calloc(entry_count + 1, 1);
    seen = calloc(entry_count + 1, 1);
    if (original == NULL || seen == NULL) { fprintf(stderr, "first-touch: out of memory\n"); exit(125); }
}

static long index_of(uint64_t address) {
    size_t low = 0, high = entry_count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (entries[middle] < address) low = middle + 1;
        else high = middle;
    }
    return low < entry_count && entries[low] == address ? (long)low : NONE;
}

/* Reads or writes one byte of the tracee's memory through its word-sized ptrace access. */
static int peek_byte(pid_t pid, uint64_t address) {
    errno = 0;
    long word = ptrace(PTRACE_PEEKTEXT, pid, (void *)(address & ~7ull), 0);
    return errno != 0 ? NONE : ((unsigned char *)&word)[address & 7];
}

static int poke_byte(pid_t pid, uint64_t address, unsigned char byte) {
    errno = 0;
    long word = ptrace(PTRACE_PEEKTEXT, pid, (void *)(address & ~7ull), 0);
    if (errno != 0) return -1;
    ((unsigned char *)&word)[address & 7] = byte;
    return (int)ptrace(PTRACE_POKETEXT, pid, (void *)(address & ~7ull), (void *)word);
}

/* Writes every breakpoint: through /proc/PID/mem in one read and one write of the span they cover, or a byte at a
 * time through ptrace where that file refuses. An entry whose byte is already int3 is left out. */
static void arm(pid_t pid) {
    if (entry_count == 0) return;
    uint64_t first = entries[0], span = entries[entry_count - 1] + 1 - first;
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/mem", (int)pid);
    int memory = open(path, O_RDWR);
    unsigned char *text = malloc(span);
    int known = 0; /* the original bytes were read, so a partial write below cannot be mistaken for them */
    if (memory >= 0 && text != NULL && pread(memory, text, span, (off_t)first) == (ssize_t)span) {
        known = 1;
        for (size_t i = 0; i < entry_count; i++) {
            original[i] = text[entries[i] - first];
            if (original[i] == INT3) seen[i] = 1;
            else text[entries[i] - first] = INT3;
        }
        if (pwrite(memory, text, span, (off_t)first) == (ssize_t)span) {
            free(text);
            close(memory);
            return;
        }
    }
    free(text);
    if (memory >= 0) close(memory);
    for (size_t i = 0; i < entry_count; i++) {
        if (!known) {
            int byte = peek_byte(pid, entries[i]);
            if (byte == NONE) {
                fprintf(stderr, "first-touch: cannot read %llx\n", (unsigned long long)entries[i]);
                exit(125);
            }
            original[i] = (unsigned char)byte;
            if (byte == INT3) seen[i] = 1;
        }
        if (original[i] != INT3) poke_byte(pid, entries[i], INT3);
    }
}

/* A thread stopped by SIGTRAP: if it ran one of the breakpoints, records the function the first time, puts its
 * byte back (in this process; a forked child's copy is its own) and moves the thread back onto it. */
static size_t recorded;

static int handle_breakpoint(pid_t pid, FILE *output) {
    struct user_regs_struct registers;
    if (ptrace(PTRACE_GETREGS, pid, 0, &registers) != 0) return 0;
    long index = index_of(registers.rip - 1);
    if (index == NONE) return 0;
    if (!seen[index]) {
        seen[index] = 1;
        recorded++;
        fprintf(output, "%llx\n", (unsigned long long)entries[index]);
    }
    if (peek_byte(pid, entries[index]) == INT3) poke_byte(pid, entries[index], original[index]);
    registers.rip -= 1;
    ptrace(PTRACE_SETREGS, pid, 0, &registers);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 5 || strcmp(argv[3], "--") != 0) {
        fprintf(stderr, "usage: first-touch OUTPUT ENTRIES -- COMMAND [ARGUMENT...]\n");
        return 125;
    }
    FILE *output = fopen(argv[1], "w");
    if (output == NULL) { perror("first-touch: output"); return 125; }
    read_entries(argv[2]);

    pid_t child = fork();
    if (child < 0) { perror("first-touch: fork"); return 125; }
    if (child == 0) {
        ptrace(PTRACE_TRACEME, 0, 0, 0);
        raise(SIGSTOP);
        execvp(argv[4], argv + 4);
        perror("first-touch: exec");
        _exit(127);
    }
    int status;
    if (waitpid(child, &status, __WALL) != child || !WIFSTOPPED(status)) {
        fprintf(stderr, "first-touch: the command did not start\n");
        return 125;
    }
    ptrace(PTRACE_SETOPTIONS, child, 0,
           PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK | PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL);
    ptrace(PTRACE_CONT, child, 0, 0);

    int armed = 0, exit_code = 0;
    for (;;) {
        pid_t pid = waitpid(-1, &status, __WALL);
        if (pid < 0) {
            if (errno == EINTR) continue;
            break; /* ECHILD: every traced thread has ended */
        }
        if (WIFEXITED(status) || WIFSIGNALED(status)) {
            if (pid == child) exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            continue;
        }
        if (!WIFSTOPPED(status)) continue;
        int signal = WSTOPSIG(status), event = status >> 16, deliver = 0;
        if (signal == SIGTRAP && event == PTRACE_EVENT_EXEC) {
            if (!armed && pid == child) {
                arm(pid);
                armed = 1;
            } else {
                ptrace(PTRACE_DETACH, pid, 0, 0); /* another program, without breakpoints */
                continue;
            }
        } else if (signal == SIGTRAP && event == 0) {
            if (!handle_breakpoint(pid, output)) deliver = SIGTRAP;
        } else if (signal == SIGTRAP || signal == SIGSTOP) {
            /* a clone or fork event, or a new thread's first stop: not passed on */
        } else {
            deliver = signal;
        }
        ptrace(PTRACE_CONT, pid, 0, deliver);
    }
    fclose(output);
    fprintf(stderr, "first-touch: %zu of %zu functions entered\n", recorded, entry_count);
    return exit_code;
}
