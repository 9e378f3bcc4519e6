<?php

declare(strict_types=1);

use App\Controllers\BinCollectionController;
use App\Controllers\ParkingPermitController;
use App\Controllers\PotholeReportController;
use App\Middleware\RequireResident;
use App\Middleware\Throttle;
use Slim\App;
use Slim\Routing\RouteCollectorProxy;

return function (App $app): void {
    $app->get('/health', fn ($req, $res) => $res->withStatus(204));

    $app->group('/api/v1', function (RouteCollectorProxy $group) {
        // Bin collections: public, no login needed
        $group->get('/bins/{postcode}', [BinCollectionController::class, 'schedule']);
        $group->get('/bins/{postcode}/next', [BinCollectionController::class, 'next']);

        // Pothole reports
        $group->post('/potholes', [PotholeReportController::class, 'create'])
            ->add(new Throttle(10, 3600));
        $group->get('/potholes/{id:[0-9]+}', [PotholeReportController::class, 'show']);

        // Parking permits: residents only
        $group->group('/permits', function (RouteCollectorProxy $permits) {
            $permits->get('', [ParkingPermitController::class, 'index']);
            $permits->post('', [ParkingPermitController::class, 'apply']);
            $permits->get('/{id:[0-9]+}', [ParkingPermitController::class, 'show']);
            $permits->get('/{id:[0-9]+}/renew', [ParkingPermitController::class, 'renew']);
        })->add(new RequireResident());
    });
};
