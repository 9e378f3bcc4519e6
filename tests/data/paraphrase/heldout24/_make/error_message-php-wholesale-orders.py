from lib import write_case

OLD = "            throw new InvalidArgumentException('quantity too small');\n"
NEW = "            throw new InvalidArgumentException(sprintf('%s: at least %d pieces per order', $article, $min));\n"

write_case(
    "error_message-php-wholesale-orders", "OrderValidator.php", "error_message", "php",
    [
        ("terse", "'quantity too small' -> '<article>: at least <min> pieces per order'"),
        ("polite", "Could you make the \"quantity too small\" error in validateLine say which article it is and what the minimum is, e.g. \"BREZEL-LAUGE: at least 20 pieces per order\"? Please keep it an InvalidArgumentException and leave the other messages alone."),
        ("declarative", "When an order line is below the minimum, the exception message should read \"<article>: at least <min> pieces per order\" instead of \"quantity too small\"."),
        ("other", "cafes keep calling because 'quantity too small' tells them nothing -> make it '{article}: at least {min} pieces per order'"),
    ],
    [
        ("right-1.php", "right", "message built with sprintf from $article and $min; same exception type, other messages unchanged", [(OLD, NEW)]),
        ("right-2.php", "right", "same message with double-quoted string interpolation",
         [(OLD, '            throw new InvalidArgumentException("{$article}: at least {$min} pieces per order");\n')]),
        ("wrong-1.php", "wrong", "the 'quantity too large' message was rewritten too, and it reports $min as the maximum",
         [(OLD, NEW), ("            throw new InvalidArgumentException('quantity too large');\n",
                       "            throw new InvalidArgumentException(sprintf('%s: at most %d pieces per order', $article, $min));\n")]),
        ("wrong-2.php", "wrong", "sprintf arguments swapped: the minimum lands in %s and the article code in %d",
         [(OLD, NEW.replace("$article, $min", "$min, $article"))]),
        ("wrong-3.php", "wrong", "message right, but the exception became a RuntimeException, which the portal's InvalidArgumentException handler no longer catches",
         [(OLD, NEW.replace("new InvalidArgumentException(", "new \\RuntimeException("))]),
        ("wrong-4.php", "wrong", "a closing parenthesis is missing after the sprintf call: parse error",
         [(OLD, NEW.replace("$min));", "$min);"))]),
    ],
)
