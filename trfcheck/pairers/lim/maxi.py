"""Is a Lim tournament a Maxi-tournament (C.04.4.3 3.2.3, 3.8, 5.7)? The resolver decides.

The flag is one of the choices of ``trfcheck.ruleset.resolve`` (``Ruleset.maxi``), made
there with its reason by ``ruleset.maxi_setting`` (``--maxi``, the 192 marker, the 1988
definition); this module only gives its names to the Lim package's callers.
"""

from __future__ import annotations

from trfcheck.ruleset import (
    BY_DEFINITION,
    MaxiSetting,
    maxi_by_definition,
    maxi_from_file,
    maxi_setting,
)

__all__ = [
    "BY_DEFINITION",
    "MaxiSetting",
    "maxi_by_definition",
    "maxi_from_file",
    "maxi_setting",
]
