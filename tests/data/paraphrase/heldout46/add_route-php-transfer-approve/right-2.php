<?php
// Public API routes for the Northern Rift League site.
declare(strict_types=1);

use Rift\Http\Router;
use Rift\Controllers\MatchController;
use Rift\Controllers\TeamController;
use Rift\Controllers\TransferController;
use Rift\Middleware\RequireAdmin;

return function (Router $router): void {
    // matches
    $router->get('/api/matches', [MatchController::class, 'index']);
    $router->get('/api/matches/{id}', [MatchController::class, 'show']);

    // teams
    $router->get('/api/teams', [TeamController::class, 'index']);
    $router->get('/api/teams/{slug}', [TeamController::class, 'show']);
    $router->get('/api/teams/{slug}/roster', [TeamController::class, 'roster']);

    // transfers (admin only for writes)
    $router->get('/api/transfers', [TransferController::class, 'index']);
    $router->post('/api/transfers', [TransferController::class, 'store'])
        ->middleware(RequireAdmin::class);
    $router->post('/api/transfers/{id}/approve', [TransferController::class, 'approve'])
        ->middleware(RequireAdmin::class);
    $router->delete('/api/transfers/{id}', [TransferController::class, 'destroy'])
        ->middleware(RequireAdmin::class);
};
