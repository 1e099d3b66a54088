<?php

namespace App\Http\Controllers;

use App\Enums\OrderStatus;
use App\Http\Resources\OrderResource;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class CancelOrderController extends Controller
{
    /**
     * Cancel an order
     *
     * Cancels one of your orders before it ships and puts the copies back in stock.
     *
     * @group Orders
     * @subgroup Order lifecycle
     * @authenticated
     *
     * @urlParam order_id integer required The order's ID. Example: 3
     * @bodyParam reason string Why you are cancelling, to help us improve. Example: Ordered the wrong edition.
     *
     * @apiResource App\Http\Resources\OrderResource
     * @apiResourceModel App\Models\Order with=items
     * @response 409 scenario="already shipped" {"message": "Orders that have shipped cannot be cancelled."}
     */
    public function __invoke(Request $request, Order $order)
    {
        $user = $request->user();
        abort_unless($order->user_id === $user->id || $user->is_admin, 403, 'This action is unauthorized.');
        abort_unless($order->status->isCancellable(), 409, 'Orders that have shipped cannot be cancelled.');

        $request->validate(['reason' => 'nullable|string|max:255']);

        DB::transaction(function () use ($order) {
            foreach ($order->items()->with('book')->get() as $item) {
                $item->book->increment('stock', $item->quantity);
            }
            $order->moveTo(OrderStatus::Cancelled);
        });

        return new OrderResource($order->load('items'));
    }
}
