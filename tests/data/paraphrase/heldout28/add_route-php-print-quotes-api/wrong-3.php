<?php

declare(strict_types=1);

use PrintShop\Http\Router;
use PrintShop\Controllers\QuoteController;
use PrintShop\Controllers\JobController;
use PrintShop\Controllers\StockController;
use PrintShop\Middleware\RequireStaff;

return static function (Router $router): void {
    // Public API used by the web quote form.
    $router->group('/api/v1', function (Router $r) {
        $r->get('/quotes/{id}', [QuoteController::class, 'show']);
        $r->post('/quotes', [QuoteController::class, 'create']);
        $r->delete('/quotes/{id}', [QuoteController::class, 'cancel']);
        $r->get('/stocks', [StockController::class, 'index']);
    });

    // Counter staff only.
    $router->group('/admin', function (Router $r) {
        $r->get('/jobs', [JobController::class, 'index']);
        $r->post('/jobs/{id}/start', [JobController::class, 'start']);
        $r->post('/jobs/{id}/finish', [JobController::class, 'finish']);
        $r->put('/stocks/{code}', [StockController::class, 'update']);
    }, [RequireStaff::class]);
};
