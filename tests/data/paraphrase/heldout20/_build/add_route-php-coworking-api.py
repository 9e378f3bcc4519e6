from lib import Case, sub

c = Case("add_route-php-coworking-api", "api.php", "add_route", "php")
o = c.original
c.ins("terse", "add route DELETE /bookings/{id} -> cancelBooking")
c.ins("polite", "Could you add a DELETE /bookings/{id} route (numeric id) that cancels the booking through the existing cancelBooking function for the calling member? The catch-all has to stay last, and the other routes shouldn't change.")
c.ins("declarative", "DELETE requests to /bookings/<numeric id> should be routed to cancelBooking with the current member and the id.")
c.ins("other", "members can't cancel from the app because there's no route for it. cancelBooking exists already, just wire up DELETE /bookings/123 style urls")
c.ins("other", "Adicione uma rota DELETE /bookings/{id} (id numérico) que chame cancelBooking para o membro autenticado.")

POST = "    ['POST', '#^/bookings$#', fn($db, $m, $member) => createBooking($db, $member, json_decode(file_get_contents('php://input'), true) ?? [])],\n"
ROUTE = "    ['DELETE', '#^/bookings/(\\d+)$#', fn($db, $m, $member) => cancelBooking($db, $member, (int)$m[1])],\n"
CATCH = "    ['*', '#.*#', fn($db, $m, $member) => notFound()],\n"

right = sub(o, POST, POST + ROUTE)
c.res("right", right, "DELETE #^/bookings/(\\d+)$# added after the POST route, calling cancelBooking($db, $member, (int)$m[1]); catch-all still last")
c.res("right", sub(o, CATCH, ROUTE + CATCH), "same route placed just before the catch-all")

w = sub(o, POST, POST + ROUTE.replace("'DELETE'", "'GET'"))
c.res("wrong", w, "registered for GET instead of DELETE")

w = sub(o, CATCH, CATCH + ROUTE)
c.res("wrong", w, "added after the catch-all, so the '*' route answers 404 first and the new route is never reached")

w = sub(o, POST, POST + ROUTE.replace("(int)$m[1]", "$m[1]"))
c.res("wrong", w, "passes the id as a string; with strict_types=1 cancelBooking's int parameter throws a TypeError")

w = sub(o, POST, POST + ROUTE.replace("(int)$m[1])],\n", "(int)$m[1])]\n"))
c.res("wrong", w, "the new array entry has no trailing comma before the next entry: parse error", breaks=True)
c.write()
