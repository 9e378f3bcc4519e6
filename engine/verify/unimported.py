"""Go: a standard package the result calls (`strconv.Itoa`, `log.Printf`) is imported, or the
file does not compile ("undefined: strconv"), whatever the instruction. A variable or
parameter of the package's name (`log *slog.Logger`, `path := ...`) is no package, and a
snippet pasted without its imports (the original calls packages it does not import either)
is not held to them.

Java: a JDK class outside `java.lang` that the result's new lines use is imported (or the
package is, with `.*`), or javac stops at "cannot find symbol"."""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .scope import added_lines
from .tokens import lex

# The standard packages a Go file most often calls, by the name it calls them with.
PACKAGES = set("""fmt log slog strconv strings time os errors io bytes context net http json sort sync math regexp filepath path
bufio rand atomic url ioutil exec signal reflect unicode utf8 hex base64 sha256 sha1 hmac md5 csv xml tls x509 big heap list
ring template sql binary gzip zip tar flag testing httptest slices maps cmp embed fs pprof runtime debug user""".split())
IMPORTED = re.compile(r'(?:^|\n)[ \t]*(?:import[ \t]+)?(?:([\w.]+)[ \t]+)?"([\w./-]+)"')


def unimported_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith(".go") or result == original:
        return []
    called = _unimported(result, filename)
    if called:
        for name in _unimported(original, filename):  # a snippet without its imports: the original's calls were so too
            called.pop(name, None)
    return [Finding("import", False, f"line{'s' if len(lines) > 1 else ''} {line_list(lines)} call{'' if len(lines) > 1 else 's'} "
                    f"`{name}`, which the file does not import", tuple(lines)) for name, lines in called.items()]


def _unimported(text: str, filename: str) -> dict[str, list[int]]:
    """{package: the lines that call it} of the packages `text` calls but does not import."""
    imported = {m.group(1) or _package(m.group(2)) for m in IMPORTED.finditer(text)}
    called: dict[str, list[int]] = {}
    for w in lex(text, filename):
        if w.kind == "code" and w.text in PACKAGES and w.text not in imported and text[w.end:w.end + 1] == "." \
                and text[w.start - 1:w.start] != "." and not _declared(text, w.text):
            called.setdefault(w.text, []).append(w.line)
    return called


def _package(path: str) -> str:
    """The name a Go import path is called by: its last element, a major version aside
    (`math/rand/v2` -> `rand`)."""
    parts = path.split("/")
    return parts[-2] if len(parts) > 1 and re.fullmatch(r"v\d+", parts[-1]) else parts[-1]


def _declared(text: str, name: str) -> bool:
    """`name` is a variable, parameter or field of the file (`log :=`, `log, err :=`, `(log *slog.Logger`)."""
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.S)  # ("log the error" in a comment declares nothing)
    return re.search(rf"(?<![\w.]){name}\s*(?::=|,\s*\w+\s*:=|\s+[\w*\[])|\b(?:var|const)\s+{name}\b", code) is not None


# Java: the JDK classes an edit most often adds outside `java.lang`, by the package a file imports them from.
JAVA_CLASSES = {
    "java.io": "IOException UncheckedIOException FileNotFoundException EOFException BufferedReader BufferedWriter InputStreamReader "
               "FileReader FileWriter PrintWriter StringWriter File Reader Writer InputStream OutputStream Serializable",
    "java.time": "LocalDate LocalDateTime LocalTime Instant Duration Period ZonedDateTime OffsetDateTime ZoneId ZoneOffset Clock "
                 "DateTimeException YearMonth DayOfWeek",
    "java.time.format": "DateTimeParseException DateTimeFormatter",
    "java.time.temporal": "ChronoUnit",
    "java.text": "ParseException SimpleDateFormat DecimalFormat NumberFormat",
    "java.math": "BigDecimal BigInteger RoundingMode",
    "java.sql": "SQLException Connection PreparedStatement ResultSet Timestamp",
    "java.net": "URISyntaxException MalformedURLException URI URL SocketTimeoutException UnknownHostException",
    "java.nio.file": "Files Path Paths NoSuchFileException InvalidPathException",
    "java.util": "List ArrayList LinkedList Map HashMap LinkedHashMap TreeMap Set HashSet LinkedHashSet TreeSet Optional Objects "
                 "Arrays Collections UUID NoSuchElementException ConcurrentModificationException InputMismatchException Iterator "
                 "Comparator Locale Scanner Random Deque ArrayDeque Queue PriorityQueue OptionalInt StringJoiner",
    "java.util.concurrent": "TimeoutException ExecutionException CompletionException CompletableFuture TimeUnit ExecutorService "
                            "Executors ConcurrentHashMap Future CountDownLatch",
    "java.util.regex": "Pattern Matcher PatternSyntaxException",
    "java.util.stream": "Collectors Stream IntStream",
}
# Plain nouns a project names its own classes by (a `Connection` or `Duration` of the file's own
# package needs no import, and the file cannot show it): not judged.
JAVA_PLAIN = set("Reader Writer Duration Period Clock Connection Timestamp Future Stream Queue Scanner Locale Matcher "
                 "Iterator Instant".split())
JAVA_PACKAGE = {name: pkg for pkg, names in JAVA_CLASSES.items() for name in names.split() if name not in JAVA_PLAIN}


def java_unimported_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    """A JDK class the result's new lines use (`catch (DateTimeParseException e)`, `new ArrayList<>()`)
    that the file neither imports nor declares: javac's "cannot find symbol"."""
    if not filename.endswith(".java") or result == original or "import " not in original:
        return []
    added = added_lines(original, result)
    missing = {name: lines for name, lines in _java_unimported(result, filename).items() if set(lines) & added}
    for name in _java_unimported(original, filename):  # the original's own: a snippet, or a class of its package
        missing.pop(name, None)
    return [Finding("import", False, f"line{'s' if len(lines) > 1 else ''} {line_list(lines)} use{'' if len(lines) > 1 else 's'} "
                    f"`{name}`, which the file does not import ({JAVA_PACKAGE[name]}.{name})", tuple(lines))
            for name, lines in missing.items()]


def _java_unimported(text: str, filename: str) -> dict[str, list[int]]:
    imports = re.findall(r"^\s*import\s+(?:static\s+)?([\w.]+(?:\.\*)?)\s*;", text, re.M)
    have = {i.rsplit(".", 1)[-1] for i in imports} | {i[:-2] for i in imports if i.endswith(".*")}
    declared = set(re.findall(r"\b(?:class|interface|enum|record)\s+(\w+)", text))
    used: dict[str, list[int]] = {}
    for w in lex(text, filename):
        if w.kind == "code" and w.text in JAVA_PACKAGE and w.text not in declared and w.text not in have \
                and JAVA_PACKAGE[w.text] not in have and text[w.start - 1:w.start] != ".":
            used.setdefault(w.text, []).append(w.line)
    return used
