"""Text formats: Knuth's DLX text (read and write), and exports of the translations: DIMACS CNF
(:mod:`.dimacs`) and CP-SAT's model (:mod:`.cpsat`)."""

FORMATS = ("dlx", "cnf", "cpsat")
