<?php

declare(strict_types=1);

use App\Http\Controllers\AppointmentController;
use App\Http\Controllers\ArtistController;
use App\Http\Controllers\DepositController;
use App\Http\Controllers\PageController;
use App\Http\Controllers\PortfolioController;
use App\Http\Router;

return static function (Router $router): void {
    // Public pages
    $router->get('/faq', [PageController::class, 'faq']);
    $router->get('/aftercare', [PageController::class, 'aftercare']);
    $router->get('/artists', [ArtistController::class, 'index']);
    $router->get('/artists/{slug}', [ArtistController::class, 'show']);
    $router->get('/artists/{slug}/portfolio', [PortfolioController::class, 'index']);

    // Everything below needs a logged-in client
    $router->group(['middleware' => 'auth'], static function (Router $router): void {
        $router->get('/appointments', [AppointmentController::class, 'index']);
        $router->post('/appointments', [AppointmentController::class, 'store']);
        $router->delete('/appointments/{id}', [AppointmentController::class, 'destroy']);
        $router->post('/appointments/{id}/deposit', [DepositController::class, 'store']);
    });
};
