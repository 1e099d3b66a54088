<?php

namespace App\Http\Controllers;

use App\Enums\OrderStatus;
use App\Http\Requests\StoreOrderRequest;
use App\Http\Requests\UpdateOrderStatusRequest;
use App\Http\Resources\OrderResource;
use App\Models\Book;
use App\Models\Order;
use Docgen\Attributes\Authenticated;
use Docgen\Attributes\BodyParam;
use Docgen\Attributes\Endpoint;
use Docgen\Attributes\Group;
use Docgen\Attributes\Response;
use Docgen\Attributes\ResponseField;
use Docgen\Attributes\ResponseFromApiResource;
use Docgen\Attributes\ResponseFromFile;
use Docgen\Attributes\Subgroup;
use Docgen\Attributes\UrlParam;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Rules\Enum;
use Illuminate\Validation\ValidationException;

#[Group('Orders', 'Buying books. Customers see their own orders; staff see everyone\'s and move orders along.')]
#[Authenticated]
class OrderController extends Controller
{
    #[Endpoint('List orders', 'Your orders, newest first, 10 per page. Staff see every customer\'s orders.')]
    #[ResponseFromApiResource(OrderResource::class, Order::class, collection: true, with: ['items'], paginate: 10)]
    #[ResponseField('status', 'string', 'Where the order is.', enum: OrderStatus::class)]
    #[ResponseFromFile('responses/unauthenticated.json', 401, description: 'no token')]
    public function index(Request $request)
    {
        // Query parameters
        $filters = $request->validate([
            // Only orders in this status.
            'status' => ['nullable', new Enum(OrderStatus::class)],
            // Only orders placed on or after this date.
            'placed_after' => ['nullable', 'date'],
            'page' => ['nullable', 'integer', 'min:1'],
        ]);
        $user = $request->user();

        $orders = Order::query()
            ->with('items')
            ->when(! $user->is_admin, fn ($query) => $query->where('user_id', $user->id))
            ->when($filters['status'] ?? null, fn ($query, $status) => $query->where('status', $status))
            ->when($filters['placed_after'] ?? null, fn ($query, $date) => $query->whereDate('created_at', '>=', $date))
            ->latest()
            ->orderByDesc('id')
            ->paginate(10)
            ->withQueryString();

        return OrderResource::collection($orders);
    }

    #[Endpoint('Place an order', 'Reserves the copies and returns the new order, pending payment. Prices are taken from the catalogue at the time of ordering.')]
    #[BodyParam('items[].book_id', 'integer', 'The book\'s ID.', example: 4)]
    #[BodyParam('items[].quantity', 'integer', 'Copies of this book, from 1 to 10.', example: 2)]
    #[BodyParam('shipping_address.line1', 'string', 'Street and number.', example: '12 Ankh Street')]
    #[ResponseFromApiResource(OrderResource::class, Order::class, status: 201, with: ['items.book'])]
    #[Response([
        'message' => 'The given data was invalid.',
        'errors' => ['items.0.quantity' => ['Only 3 copies of "The Art of Computer Programming, Volume 1" are left.']],
    ], 422, 'not enough stock')]
    public function store(StoreOrderRequest $request)
    {
        $data = $request->validated();
        $lines = collect($data['items'])->keyBy('book_id');
        $books = Book::findMany($lines->keys())->keyBy('id');

        foreach ($data['items'] as $index => $item) {
            $book = $books[$item['book_id']];
            if ($book->stock < $item['quantity']) {
                throw ValidationException::withMessages([
                    "items.{$index}.quantity" => "Only {$book->stock} copies of \"{$book->title}\" are left.",
                ]);
            }
        }

        $order = DB::transaction(function () use ($request, $data, $lines, $books) {
            $order = new Order([
                'reference' => Order::nextReference(),
                'total' => round($lines->sum(fn ($item) => $item['quantity'] * $books[$item['book_id']]->price), 2),
                'shipping_address' => $data['shipping_address'],
                'notes' => $data['notes'] ?? null,
                'coupon_code' => $data['coupon_code'] ?? null,
            ]);
            $order->user()->associate($request->user());
            $order->save();

            foreach ($lines as $bookId => $item) {
                $order->items()->create([
                    'book_id' => $bookId,
                    'quantity' => $item['quantity'],
                    'unit_price' => $books[$bookId]->price,
                ]);
                $books[$bookId]->decrement('stock', $item['quantity']);
            }

            return $order;
        });

        return (new OrderResource($order->load('items.book')))->response()->setStatusCode(201);
    }

    #[Endpoint('Show an order')]
    #[UrlParam('id', 'integer', 'The order\'s ID.', example: 1)]
    #[ResponseFromApiResource(OrderResource::class, Order::class, with: ['items.book'])]
    #[Response(['message' => 'This action is unauthorized.'], 403, 'someone else\'s order')]
    #[Response(['message' => 'Order not found.'], 404, 'unknown order')]
    public function show(Request $request, Order $order)
    {
        $this->ensureCanSee($request, $order);

        return new OrderResource($order->load('items.book'));
    }

    #[Endpoint('Change an order\'s status', 'Staff only. Orders move pending → paid → shipped → delivered, and can be cancelled until they ship.')]
    #[Subgroup('Order lifecycle', 'Moving an order from payment to delivery.')]
    #[UrlParam('order_id', 'integer', 'The order\'s ID.', example: 4)]
    #[ResponseFromApiResource(OrderResource::class, Order::class, with: ['items'])]
    #[Response([
        'message' => 'The given data was invalid.',
        'errors' => ['status' => ['An order that is delivered cannot become pending.']],
    ], 422, 'not allowed from the current status')]
    public function updateStatus(UpdateOrderStatusRequest $request, Order $order)
    {
        $next = OrderStatus::from($request->validated()['status']);
        if (! $order->status->canMoveTo($next)) {
            throw ValidationException::withMessages([
                'status' => "An order that is {$order->status->value} cannot become {$next->value}.",
            ]);
        }

        $order->moveTo($next);

        return new OrderResource($order->load('items'));
    }

    private function ensureCanSee(Request $request, Order $order): void
    {
        $user = $request->user();
        abort_unless($order->user_id === $user->id || $user->is_admin, 403, 'This action is unauthorized.');
    }
}
