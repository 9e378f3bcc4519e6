from lib import SPLIT, apply, write_case

NAME = "add_route-php-boxoffice"
FILE = "routes.php"
src = (SPLIT / NAME / FILE).read_text()

PRICES = "    $router->get('/performances/{id}/prices', [PerformanceController::class, 'prices']);\n"
NEW = "    $router->get('/performances/{id}/seats', [SeatController::class, 'availability']);\n"
CHECKOUT = "    $router->post('/basket/{token}/checkout', [BasketController::class, 'checkout']);\n"
right1 = apply(src, [(PRICES, PRICES + NEW)])
right2 = apply(src, [(CHECKOUT, CHECKOUT + NEW)])
wrong1 = apply(src, [("        $staff->get('/performances/{id}/manifest', [PerformanceController::class, 'manifest']);\n",
                      "        $staff->get('/performances/{id}/manifest', [PerformanceController::class, 'manifest']);\n"
                      "        $staff->get('/performances/{id}/seats', [SeatController::class, 'availability']);\n")])
wrong2 = apply(src, [(PRICES, PRICES + NEW.replace("$router->get", "$router->post"))])
wrong3 = apply(src, [(PRICES, PRICES + NEW.replace("SeatController", "PerformanceController"))])
wrong4 = apply(right1, [("    $router->delete('/basket/{token}/seats/{seatId}', [BasketController::class, 'removeSeat']);\n", "")])

write_case(NAME, FILE, "add_route", "php", [
    ("terse", "public route GET /performances/{id}/seats -> SeatController::availability"),
    ("polite", "Could you add a public GET route /performances/{id}/seats handled by SeatController's availability action? It's for the website's seat picker, so it must not sit behind the staff login."),
    ("declarative", "GET /performances/{id}/seats is a public route served by [SeatController::class, 'availability']."),
    ("other", "seat picker needs the availability endpoint: GET /performances/{id}/seats → SeatController availability, public (not in /staff)"),
    ("other", "Ajoute une route publique GET /performances/{id}/seats vers SeatController::availability."),
], [
    ("right-1.php", "right", "public GET route added after the prices route", right1, False),
    ("right-2.php", "right", "same route added at the end of the public block (placement is free)", right2, False),
    ("wrong-1.php", "wrong", "route added inside the staff group, so it is /staff/... and needs a staff login", wrong1, False),
    ("wrong-2.php", "wrong", "registered as POST instead of GET", wrong2, False),
    ("wrong-3.php", "wrong", "handler is PerformanceController::availability instead of SeatController", wrong3, False),
    ("wrong-4.php", "wrong", "route added, but the DELETE /basket/{token}/seats/{seatId} route disappeared", wrong4, False),
])
