<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

class CreateBooksTable extends Migration
{
    /**
     * Run the migrations.
     *
     * @return void
     */
    public function up()
    {
        Schema::create('books', function (Blueprint $table) {
            $table->id();
            $table->foreignId('author_id')->constrained()->cascadeOnDelete();
            $table->string('title');
            $table->string('slug')->unique();
            $table->char('isbn', 13)->unique();
            $table->text('description')->nullable();
            $table->string('format', 16);
            $table->decimal('price', 8, 2);
            $table->unsignedInteger('stock')->default(0);
            $table->unsignedInteger('pages')->nullable();
            $table->char('language', 2)->default('en');
            $table->date('published_on')->nullable();
            $table->string('cover_path')->nullable();
            $table->timestamps();
        });

        Schema::create('book_category', function (Blueprint $table) {
            $table->foreignId('book_id')->constrained()->cascadeOnDelete();
            $table->foreignId('category_id')->constrained()->cascadeOnDelete();
            $table->primary(['book_id', 'category_id']);
        });
    }

    /**
     * Reverse the migrations.
     *
     * @return void
     */
    public function down()
    {
        Schema::dropIfExists('book_category');
        Schema::dropIfExists('books');
    }
}
