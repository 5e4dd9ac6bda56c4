"""Reading numbers in the text people give: ASCII digits only.

Python's ``str.isdigit`` and ``int`` read far more than 0-9 (``'²'.isdigit()`` is true and
``int('²')`` fails; ``int('３')`` and ``int('٣')`` are 3), so a reader that trusts them takes a
superscript for a traceback and a full-width or Arabic digit for a number. Every reader of the
package asks here instead.
"""

from __future__ import annotations


def is_number(text: str) -> bool:
    """Whether ``text`` is a non-empty run of the ASCII digits 0-9 (no sign, no blank, no '_')."""
    return text.isascii() and text.isdigit()
