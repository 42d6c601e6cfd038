#!/usr/bin/env python3
"""Runs one shell command and writes the CPU seconds it and all its descendants used to a file.

Usage: cpu-run.py OUT_FILE COMMAND. This process becomes a child subreaper, so descendants that outlive their
parent (an esbuild service, a browser) are reparented here and their CPU still counts once they exit; it reaps
every child until the command itself exits, then the ones already exited. OUT_FILE gets `user sys` in seconds
(getrusage of the reaped children). Exits with the command's status.
"""
import ctypes
import os
import resource
import subprocess
import sys

PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)

out, command = sys.argv[1], sys.argv[2]
child = subprocess.Popen(['bash', '-c', command])
status = 1
while True:
    pid, raw = os.wait()
    if pid == child.pid:
        status = os.waitstatus_to_exitcode(raw)
        break
# Orphans already gone (e.g. a server its runner killed); ones still running are left alone.
try:
    while os.waitpid(-1, os.WNOHANG)[0] != 0:
        pass
except ChildProcessError:
    pass
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(out, 'w') as f:
    f.write(f'{usage.ru_utime:.2f} {usage.ru_stime:.2f}\n')
sys.exit(status if status >= 0 else 128 - status)
