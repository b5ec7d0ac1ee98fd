# Stand-alone .puz writer for the fixture (from the community description of the Across Lite
# format), independent of MedGrid's TypeScript writer.
"""Usage: python3 make-puz.py arch-rival.source.json arch-rival.puz"""
import struct, json, sys
def cksum(data, c):
    for b in data:
        c = (c >> 1) | ((c & 1) << 15)
        c = (c + b) & 0xffff
    return c
p = json.load(open(sys.argv[1]))
grid = p['answerGrid']; h = len(grid); w = len(grid[0])
sol = ''.join(ch if ch else '.' for row in grid for ch in row).encode('latin-1')
state = ''.join('-' if ch else '.' for row in grid for ch in row).encode('latin-1')
# clue order: by number, across before down at the same number
clues = sorted([(c['number'], 0, c['clue']) for c in p['acrossClues']] + [(c['number'], 1, c['clue']) for c in p['downClues']])
texts = [c[2] for c in clues]
title, author, copy, notes = p['title'], p['author'], p['copyright'], p['notes']
cib = struct.pack('<BBHHH', w, h, len(texts), 1, 0)
c_cib = cksum(cib, 0)
def text_sum(c):
    for s, nul in ((title, True), (author, True), (copy, True)):
        if s: c = cksum(s.encode('latin-1') + b'\0', c)
    for t in texts: c = cksum(t.encode('latin-1'), c)
    if notes: c = cksum(notes.encode('latin-1') + b'\0', c)
    return c
c_file = text_sum(cksum(state, cksum(sol, c_cib)))
c_sol, c_state, c_part = cksum(sol, 0), cksum(state, 0), text_sum(0)
low = bytes([0x49 ^ (c_cib & 0xff), 0x43 ^ (c_sol & 0xff), 0x48 ^ (c_state & 0xff), 0x45 ^ (c_part & 0xff)])
high = bytes([0x41 ^ (c_cib >> 8), 0x54 ^ (c_sol >> 8), 0x45 ^ (c_state >> 8), 0x44 ^ (c_part >> 8)])
header = struct.pack('<H', c_file) + b'ACROSS&DOWN\0' + struct.pack('<H', c_cib) + low + high + b'1.3\0' + b'\0\0' + b'\0\0' + b'\0' * 12 + cib
assert len(header) == 0x34
body = sol + state
for s in (title, author, copy): body += s.encode('latin-1') + b'\0'
for t in texts: body += t.encode('latin-1') + b'\0'
body += notes.encode('latin-1') + b'\0'
circles = {tuple(x) for x in p.get('circled', [])}
if circles:
    gext = bytes(0x80 if (r, c) in circles else 0 for r in range(h) for c in range(w))
    body += b'GEXT' + struct.pack('<HH', len(gext), cksum(gext, 0)) + gext + b'\0'
open(sys.argv[2], 'wb').write(header + body)
