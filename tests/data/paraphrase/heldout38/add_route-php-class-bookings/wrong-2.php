<?php
// Routes for the studio booking site (classes, bookings, kiln admin).

declare(strict_types=1);

const ROUTES = [
    // public class pages
    ['GET', '/classes', 'ClassController@index'],
    ['GET', '/classes/{id}', 'ClassController@show'],
    ['POST', '/classes/{id}/bookings', 'BookingController@store'],
    ['DELETE', '/bookings/{id}', 'BookingController@destroy'],

    // staff only
    ['GET', '/admin/kilns', 'KilnController@index'],
    ['POST', '/admin/kilns/{id}/firings', 'KilnController@startFiring'],
    ['GET', '/admin/classes/{id}/waitlist', 'WaitlistController@index'],
];

function match_route(string $method, string $path): ?array
{
    foreach (ROUTES as [$verb, $pattern, $handler]) {
        if ($verb !== $method) {
            continue;
        }
        $regex = '#^' . preg_replace('#\{(\w+)\}#', '(?P<$1>[^/]+)', $pattern) . '$#';
        if (preg_match($regex, $path, $m)) {
            $params = array_filter($m, 'is_string', ARRAY_FILTER_USE_KEY);
            return [$handler, $params];
        }
    }
    return null;
}

function requires_staff(string $path): bool
{
    return str_starts_with($path, '/admin/');
}
