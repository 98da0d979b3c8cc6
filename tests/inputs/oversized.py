"""Files over the document size limit for the refusal tests: sparse, so 21 MB costs nothing."""

from __future__ import annotations

from pathlib import Path


def big_pdf(path: Path, pages: int, size: int) -> Path:
    """A valid PDF of `pages` empty pages and one unreferenced stream of `size` bytes left
    as a hole in the file (sparse on disk)."""
    kids = b" ".join(b"%d 0 R" % (3 + i) for i in range(pages))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, pages),
    ]
    objects += [b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"] * pages
    with path.open("wb") as out:
        out.write(b"%PDF-1.4\n")
        offsets = []
        for number, body in enumerate(objects, 1):
            offsets.append(out.tell())
            out.write(b"%d 0 obj\n%s\nendobj\n" % (number, body))
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n<< /Length %d >>\nstream\n" % (len(objects) + 1, size))
        out.seek(size, 1)
        out.write(b"\nendstream\nendobj\n")
        xref = out.tell()
        out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1))
        out.write(b"".join(b"%010d 00000 n \n" % offset for offset in offsets))
        out.write(
            b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n"
            % (len(offsets) + 1, xref)
        )
    return path


def big_file(path: Path, head: bytes, size: int) -> Path:
    """`head`, then zeros up to `size` bytes (a hole: sparse on disk)."""
    with path.open("wb") as out:
        out.write(head)
        out.truncate(size)
    return path
