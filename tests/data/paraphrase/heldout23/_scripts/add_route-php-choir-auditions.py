from edits import build

PUT = "    $r->add('PUT', '/auditions/{id}', [AuditionController::class, 'update']);\n"
ACCEPT = "    $r->add('POST', '/auditions/{id}/accept', [AuditionController::class, 'accept']);\n"
DELETE = "    $r->add('DELETE', '/auditions/{id}', [AuditionController::class, 'withdraw']);\n"
PUBLIC = "$router->get('/auditions', [AuditionController::class, 'openCalls']);\n"
build("add_route-php-choir-auditions", "routes.php", {
    "right-1.php": [(PUT, PUT + DELETE, 1)],
    "right-2.php": [(ACCEPT, ACCEPT + DELETE, 1)],
    "wrong-1.php": [(PUBLIC, PUBLIC + "$router->add('DELETE', '/auditions/{id}', [AuditionController::class, 'withdraw']);\n", 1)],
    "wrong-2.php": [(PUT, PUT + DELETE.replace("'withdraw'", "'delete'"), 1)],
    "wrong-3.php": [(PUT, DELETE, 1)],
    "wrong-4.php": [(PUT, PUT + DELETE.replace("]);", "])"), 1)],
})
