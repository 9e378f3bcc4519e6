<?php

declare(strict_types=1);

use Lyric\BoxOffice\Http\Controllers\BasketController;
use Lyric\BoxOffice\Http\Controllers\PerformanceController;
use Lyric\BoxOffice\Http\Controllers\RefundController;
use Lyric\BoxOffice\Http\Controllers\SeatController;
use Lyric\BoxOffice\Http\Middleware\RequireStaffLogin;
use Lyric\BoxOffice\Http\Router;

/**
 * HTTP routes of the box office API. Public routes are used by the website's
 * seat picker; staff routes by the counter terminals in the foyer.
 */
return static function (Router $router): void {
    // public
    $router->get('/performances', [PerformanceController::class, 'index']);
    $router->get('/performances/{id}', [PerformanceController::class, 'show']);
    $router->get('/performances/{id}/prices', [PerformanceController::class, 'prices']);
    $router->post('/basket', [BasketController::class, 'create']);
    $router->post('/basket/{token}/seats', [BasketController::class, 'addSeats']);
    $router->delete('/basket/{token}/seats/{seatId}', [BasketController::class, 'removeSeat']);
    $router->post('/basket/{token}/checkout', [BasketController::class, 'checkout']);
    $router->get('/performances/{id}/seats', [SeatController::class, 'availability']);

    // staff only
    $router->group('/staff', function (Router $staff): void {
        $staff->get('/performances/{id}/manifest', [PerformanceController::class, 'manifest']);
        $staff->post('/performances/{id}/seats/{seatId}/block', [SeatController::class, 'block']);
        $staff->post('/performances/{id}/seats/{seatId}/release', [SeatController::class, 'release']);
        $staff->post('/refunds', [RefundController::class, 'create']);
        $staff->get('/refunds/{id}', [RefundController::class, 'show']);
    }, [RequireStaffLogin::class]);
};
