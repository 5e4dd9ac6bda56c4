"""Text formats: Knuth's DLX text (read and write), and exports of the translations: DIMACS CNF
(:mod:`.dimacs`) and CP-SAT's model (:mod:`.cpsat`)."""

FORMATS = ("dlx", "cnf", "cpsat")


def export(puzzle, fmt: str) -> tuple[str, list[str]]:
    """The text ``xcc export --format FMT`` writes of ``puzzle`` (a model's format of
    :data:`FORMATS`, or one of the kind's notations), and notes for the user (a DLX file whose
    names Knuth's programs cannot read)."""
    notations = puzzle.export_formats()
    if fmt in notations:
        return puzzle.to_text(notations[fmt]), []
    if fmt == "dlx":
        from ..model import KNUTH_NAME_MAX, long_names
        from .dlx import write
        longer = long_names(puzzle.model)
        notes = [f"{len(longer):,} item name{'s are' if len(longer) > 1 else ' is'} longer than {KNUTH_NAME_MAX} "
                 f"bytes (the first: '{longer[0]}'): xcckit reads them, Knuth's DLX programs need at most "
                 f"{KNUTH_NAME_MAX}"] if longer else []
        left = sorted({sc.name for sc in puzzle.model.side_constraints if not sc.implied})
        if left:  # (DLX text has no way to say them: its exact covers are a superset of the answers)
            notes.append(f"the DLX text holds the exact cover alone, without the {' and '.join(left)} "
                         f"constraint{'s' if len(left) > 1 else ''} of the puzzle: its count is of the exact "
                         "covers, a superset of the puzzle's answers")
        return write(puzzle.model, puzzle.comments(), puzzle.dlx_lead), notes
    if fmt == "cnf":
        from .dimacs import write
    else:
        from .cpsat import write
    return write(puzzle.model), []
