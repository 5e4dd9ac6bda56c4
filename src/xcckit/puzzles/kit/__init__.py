"""The puzzle kit the kinds share: the grid's geometry (:mod:`.grid`), the sites' notation and
the :class:`~.genre.Genre` every grid genre is (:mod:`.genre`), puzz.link's encodings
(:mod:`.pzpr`), the models genres build on (:mod:`.cellmodels`, :mod:`.patterns`,
:mod:`.loopgenre`, :mod:`.batch`, :mod:`.builder`), rooms and pieces (:mod:`.rooms`,
:mod:`.division`, :mod:`.shapes`), loops (:mod:`.loops`), makers (:mod:`.makers`), the rules
checkers' vocabulary (:mod:`.rules`), pictures (:mod:`.drawing`, :mod:`.framed`) and word lists
(:mod:`.words`). A kit module knows no kind; each kind's module (``puzzles/KIND.py``) imports
from here."""
